/**
 * The quiet line every page shows while the browser is offline: the shop still browses from what
 * this device keeps, and the bag still works; what needs the server says so where it is.
 */
import { useOnline } from '../lib/use-online';
import { WifiOffIcon } from './icons/icons';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" data-testid="offline-banner" className="flex items-center justify-center gap-2 bg-sand-100 px-4 py-2 text-center text-xs text-ink-soft">
      <WifiOffIcon size={14} className="shrink-0" />
      <span>
        <span className="font-semibold text-ink">You're offline.</span> Browse the shop and fill your bag; checkout and your
        account wait for a connection.
      </span>
    </div>
  );
}
