/**
 * The note a catalogue screen shows when it is showing its saved copy because the server could
 * not be reached. (Failed loads and empty states: src/components/StatusPanels.tsx.)
 */

export function StaleNote({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-sand-100 px-4 py-2 text-center text-xs text-ink-soft">
      You're seeing our saved catalogue; prices and stock may have changed.
      <button type="button" onClick={onRetry} className="keyboard-focus rounded font-semibold text-sage-800 underline underline-offset-2">
        Refresh
      </button>
    </p>
  );
}
