/**
 * Starts currency detection on a first visit and shows the blocking 'Detecting Your Location'
 * overlay (docs/product/bag-and-currency.md#currency-detection) meanwhile. The detection code loads only on that first visit. The
 * overlay goes after OVERLAY_MAX_MS whatever happens (a stuck chunk, a hung service); detection
 * itself is budgeted to finish before that.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DetectingLocationOverlay } from '../../../components/DetectingLocationOverlay';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrencyStore } from '../../../lib/stores/currency-store';

/** A little over detection's own 5 s budget. */
export const OVERLAY_MAX_MS = 5500;

export function CurrencyDetector() {
  const hydrated = useHydrated(useCurrencyStore);
  const detected = useCurrencyStore((state) => state.detected);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!hydrated || useCurrencyStore.getState().detected) return;
    let current = true;
    setWaiting(true);
    const limit = setTimeout(() => current && setWaiting(false), OVERLAY_MAX_MS);
    import('../detection/run-detection')
      .then(({ detectCurrencyOnce }) => detectCurrencyOnce())
      // Could not even load the detection code (offline, first visit): settle on the default.
      .catch(() => useCurrencyStore.getState().markDetected('GBP'))
      .finally(() => {
        clearTimeout(limit);
        if (current) setWaiting(false);
      });
    return () => {
      current = false;
      clearTimeout(limit);
    };
  }, [hydrated]);

  if (!waiting || detected || typeof document === 'undefined') return null;
  // Portalled to <body>: the navigation slot that mounts this is hidden on small screens.
  return createPortal(<DetectingLocationOverlay />, document.body);
}
