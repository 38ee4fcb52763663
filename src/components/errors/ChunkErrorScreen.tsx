import { useEffect, useState } from 'react';
import { mayAutoReload, noteAutoReload } from '../../lib/chunk-error';
import { reloadPage } from '../../lib/reload';
import { Spinner } from '../Spinner';
import { ErrorShell } from './ErrorShell';
import { RoutingErrorScreen } from './RoutingErrorScreen';

/** docs/product/constants-and-texts.md#polling-and-reload: automatic reload after a chunk failure. */
export const CHUNK_RELOAD_DELAY_MS = 1000;

/**
 * docs/product/storefront.md#error-screens: a script or style chunk failed to load; reload after 1 s. If the same failure
 * comes straight back after an automatic reload, show the manual screen instead of looping.
 */
export function ChunkErrorScreen() {
  const [autoReload] = useState(() => mayAutoReload());

  useEffect(() => {
    if (!autoReload) return;
    const timer = window.setTimeout(() => {
      noteAutoReload();
      reloadPage();
    }, CHUNK_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoReload]);

  if (!autoReload) return <RoutingErrorScreen />;

  return (
    <ErrorShell label="System Loading Error">
      <Spinner size={40} label="Reloading" className="mb-8" />
      <h1 className="heading-display text-4xl sm:text-5xl">System Loading Error</h1>
      <p className="mt-4 text-[15px] leading-relaxed text-ink-soft">
        We're automatically reloading to fix this issue...
      </p>
      <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-sage-100 px-4 py-1.5 text-xs font-medium tracking-wide text-sage-800">
        Reloading...
      </p>
    </ErrorShell>
  );
}
