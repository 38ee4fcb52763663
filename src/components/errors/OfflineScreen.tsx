/**
 * A page that needs the server (checkout, the account, the back office, signing in), opened
 * without a connection: it says so in the shop's words, instead of a spinner or a browser error.
 * It gives way to the page by itself when the connection returns (the caller re-renders).
 */
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { WifiOffIcon } from '../icons/icons';
import { ErrorShell } from './ErrorShell';

export function OfflineScreen({ need }: { need: string }) {
  return (
    <ErrorShell label="You're offline">
      <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sand-100 text-ink-soft">
        <WifiOffIcon size={26} />
      </span>
      <h1 className="heading-display text-4xl sm:text-5xl">You're offline</h1>
      <p className="mt-4 text-[15px] leading-relaxed text-ink-soft">
        {need} needs an internet connection. This page opens by itself as soon as you're back online.
      </p>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-soft">Meanwhile the shop and your bag work as usual.</p>
      <div className="mt-10">
        <Link to={paths.storefront.shop.getHref()} className="btn-secondary">
          Browse the shop
        </Link>
      </div>
    </ErrorShell>
  );
}
