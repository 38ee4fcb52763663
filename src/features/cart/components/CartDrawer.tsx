/**
 * PLACEHOLDER until the bag issue: the drawer frame (open/close, overlay, Escape) around a short
 * note. The real 'My Bag' (spec section 2) replaces this file and keeps the `CartDrawer` export;
 * it is mounted by src/app/slots/CartDrawerSlot.tsx.
 */
import { useEffect, useRef } from 'react';
import { BagIcon, CloseIcon } from '../../../components/icons/icons';
import { selectCount, useCartStore } from '../stores/cart-store';

export function CartDrawer() {
  const isOpen = useCartStore((state) => state.isDrawerOpen);
  const close = useCartStore((state) => state.closeDrawer);
  const count = useCartStore(selectCount);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  return (
    <div className={`fixed inset-0 z-50 ${isOpen ? '' : 'pointer-events-none'}`} aria-hidden={!isOpen}>
      <div
        className={`absolute inset-0 bg-sage-900/30 transition-opacity duration-300 ${isOpen ? 'opacity-100' : 'opacity-0'}`}
        onClick={close}
      />
      <aside
        role="dialog"
        aria-modal="true"
        aria-labelledby="bag-title"
        className={`absolute right-0 top-0 flex h-full w-full max-w-md flex-col bg-cream-50 shadow-lift transition-transform duration-300 ${
          isOpen ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <header className="flex items-center justify-between border-b border-sand-100 px-6 py-5">
          <h2 id="bag-title" className="heading-display text-3xl">
            My Bag
          </h2>
          <button ref={closeButton} type="button" onClick={close} className="icon-btn" aria-label="Close bag" tabIndex={isOpen ? 0 : -1}>
            <CloseIcon />
          </button>
        </header>
        <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
          <span className="mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
            <BagIcon size={24} />
          </span>
          <p className="heading-display text-2xl">
            {count > 0 ? `${count} ${count === 1 ? 'item' : 'items'} in your bag` : 'Your bag is empty'}
          </p>
          <p className="mt-2 max-w-xs text-sm text-ink-muted">The full bag, with quantities and checkout, is coming soon.</p>
        </div>
      </aside>
    </div>
  );
}
