/**
 * The shop's support address, as the server is configured (SUPPORT_EMAIL, served by GET
 * /general/config): never written into the bundle, so a deployment changes it without a build.
 *
 * Texts kept as data (the policies, the about page's facts) write SUPPORT_EMAIL_SLOT where the
 * address goes; `ShopText` (ShopText.tsx) puts the address, as a mailto link, in its place. Until the
 * address has arrived its place is held by an invisible stand-in of about its width (nothing
 * shifts much when it lands); if it cannot be had (offline on a first visit), the words "our
 * support team" stand in, with the contact page a link away.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clientConfigQuery } from '../api/shop-config/get-client-config';
import { paths } from '../config/paths';
import { useAppQueryClient } from '../lib/server-state';

export const SUPPORT_EMAIL_SLOT = '{support-email}';

/** Held in place, invisibly, while the address loads: a typical address's length. */
const STAND_IN = 'support@verdant.shop';

export function useSupportEmail(): { email: string | null; failed: boolean } {
  // The app's one cache when there is no provider: the error screens show the address too, and
  // they must render whatever broke above them.
  const config = useQuery(clientConfigQuery(), useAppQueryClient());
  // `support?.`: a page loaded before a deploy may meet a server from before the address was served.
  return { email: config.data?.support?.email ?? null, failed: config.isError || (config.isSuccess && !config.data.support) };
}

interface SupportEmailLinkProps {
  className?: string;
  children?: (email: string) => ReactNode;
}

export function SupportEmailLink({ className = 'keyboard-focus rounded font-medium text-ink underline underline-offset-2 hover:text-sage-800', children }: SupportEmailLinkProps) {
  const { email, failed } = useSupportEmail();
  if (email) {
    return (
      <a href={`mailto:${email}`} className={className} data-testid="support-email">
        {children ? children(email) : email}
      </a>
    );
  }
  if (failed) {
    return (
      <Link to={paths.storefront.contact.getHref()} className={className}>
        our support team
      </Link>
    );
  }
  return (
    <span className={`invisible ${className}`} aria-hidden="true">
      {STAND_IN}
    </span>
  );
}
