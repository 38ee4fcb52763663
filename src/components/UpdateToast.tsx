import { toast } from '../lib/toasts';
import { RefreshIcon } from './icons/icons';

/** Offers the waiting service worker's new version (src/lib/pwa.ts). Stays until answered. */
export function showUpdateToast(applyUpdate: () => void): void {
  toast(
    (t) => (
      <div className="flex items-center gap-4">
        <div>
          <p className="text-sm font-semibold text-ink">A new version is available</p>
          <p className="text-xs text-ink-muted">Reload to get the latest Verdant.</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <button type="button" className="btn-ghost h-9 px-3 text-xs" onClick={() => toast.dismiss(t.id)}>
            Later
          </button>
          <button
            type="button"
            className="btn-primary h-9 px-4 text-xs"
            onClick={() => {
              toast.dismiss(t.id);
              applyUpdate();
            }}
          >
            <RefreshIcon size={14} />
            Reload
          </button>
        </div>
      </div>
    ),
    { id: 'sw-update', duration: Infinity },
  );
}
