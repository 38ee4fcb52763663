/**
 * Checkout needs the server (docs/architecture.md#offline-and-rendering): offline, or after a request that found no server, it says
 * so here and paying waits. The bag stays as it is on this device.
 */
import { WifiOffIcon } from '../../../components/icons/icons';

interface ConnectionNoticeProps {
  /** The browser itself reports no network (it says when it is back). */
  offline: boolean;
  /** Only after a failed request: the shopper says when to try again. */
  onRetry?: () => void;
}

export function ConnectionNotice({ offline, onRetry }: ConnectionNoticeProps) {
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl border border-sand-200 bg-sand-100/60 px-4 py-3.5" data-testid="connection-notice">
      <WifiOffIcon size={20} className="mt-0.5 shrink-0 text-ink-soft" />
      <div className="text-sm leading-relaxed text-ink-soft">
        <p className="font-medium text-ink">{offline ? "You're offline." : "We can't reach Verdant right now."}</p>
        <p>Checkout needs an internet connection to confirm stock and take payment. Your bag is saved on this device.</p>
        {!offline && onRetry ? (
          <button type="button" onClick={onRetry} className="keyboard-focus mt-1 rounded font-semibold text-sage-800 underline underline-offset-2">
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
