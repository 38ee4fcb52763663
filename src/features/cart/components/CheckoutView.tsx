/**
 * The full-screen checkout frame (docs/product/bag-and-currency.md#my-bag: "Checkout becomes a full-screen view titled
 * Checkout with a close button"). What goes inside comes from the checkout feature, composed by
 * src/app/slots/CartDrawerSlot; this owns the frame: title, close, Escape, focus and scroll lock.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LeafMark } from '../../../components/brand/Logo';
import { CloseIcon } from '../../../components/icons/icons';
import { useModalFocus } from '../hooks/use-modal-focus';
import { useCartStore } from '../../../lib/stores/cart-store';

export function CheckoutView({ children }: { children: ReactNode }) {
  const isOpen = useCartStore((state) => state.isCheckoutOpen);
  const close = useCartStore((state) => state.closeCheckout);
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, isOpen, close);

  // The body may set the page title; put the page's own back when checkout closes. A layout
  // effect, so it reads the title before the body's own effects change it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const title = document.title;
    return () => {
      document.title = title;
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="checkout-title" className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-cream-100" data-testid="checkout-view">
      {/* The view's top bar is a plain block: a header inside the dialog would be a second banner. */}
      <div className="sticky top-0 z-10 border-b border-sand-100 bg-cream-100/95 backdrop-blur-md">
        <div className="container-shop flex h-18 items-center justify-between gap-4 py-4">
          <div className="flex items-center gap-3">
            <LeafMark size={24} className="text-sage-700" />
            <h2 id="checkout-title" className="heading-display text-[30px]">
              Checkout
            </h2>
          </div>
          <button type="button" onClick={close} className="icon-btn -mr-2" aria-label="Close checkout" data-autofocus>
            <CloseIcon size={22} />
          </button>
        </div>
      </div>
      <div className="flex-1 pb-10">{children}</div>
    </div>
  );
}
