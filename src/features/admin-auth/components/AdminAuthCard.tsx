/**
 * The card the admin sign-in pages sit in (outside the back-office layout, docs/product/back-office.md#admin-routes):
 * quieter than the storefront's sign-in, a working tool's door. Each page passes its words and form.
 */
import type { ReactNode } from 'react';
import { LockIcon } from '../../../components/icons/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AdminAuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AdminAuthCard({ title, intro, children, footer }: AdminAuthCardProps) {
  useDocumentTitle(`${title} · Back office`);
  return (
    <div className="flex justify-center px-4 pb-16 pt-4 sm:pt-10">
      <div className="w-full max-w-[460px]">
        <div className="card px-6 py-9 sm:px-10 sm:py-11">
          <span className="mb-6 inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-sage-900 text-cream-50">
            <LockIcon size={19} />
          </span>
          <h1 className="heading-display text-[36px] sm:text-[40px]">{title}</h1>
          {intro ? <div className="mt-2 text-[15px] leading-relaxed text-ink-soft">{intro}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
      </div>
    </div>
  );
}
