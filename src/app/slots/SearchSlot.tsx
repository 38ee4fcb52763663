/**
 * The search button of the navigation and the panel it opens under the bar (docs/decisions/0153).
 * The panel's code (the catalogue feature's ProductSearch) loads on the first open, so pages that
 * never search do not download it. It closes with Escape (focus back on the button), a click
 * elsewhere, choosing a result, or any navigation.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../../components/icons/icons';
import { PanelToggle } from '../../components/PanelToggle';
import { Spinner } from '../../components/Spinner';

const ProductSearch = lazy(async () => ({ default: (await import('../../features/catalogue/search/ProductSearch')).ProductSearch }));

export function SearchSlot() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <PanelToggle ref={button} open={open} onToggle={() => setOpen((was) => !was)} controls={panelId} openLabel="Search products" closeLabel="Close search" icon={SearchIcon} size={21} className="icon-btn" />
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-sand-100 bg-cream-50 shadow-nav"
      >
        {open ? (
          <Suspense
            fallback={
              <div className="container-shop flex h-20 items-center">
                <Spinner label="Opening search" />
              </div>
            }
          >
            <ProductSearch onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
