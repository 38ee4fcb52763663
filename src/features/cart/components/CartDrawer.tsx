/**
 * My Bag (docs/product/bag-and-currency.md#my-bag): the bag's lines with quantities and removal, 'Clear Cart' behind a
 * 10-second confirmation, the totals, Checkout, and links to the terms of service and privacy
 * policy. Checkout needs a signed-in customer: signed out it explains so; signed in it opens the
 * full-screen checkout (the cart store's isCheckoutOpen). Mounted by src/app/slots/CartDrawerSlot,
 * which knows who is signed in and hides the bag from admins.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { BagIcon, CloseIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { confirmClearCart, notifyDecreased, notifyIncreased, notifyLoginRequired, notifyRemoved } from '../cart-toasts';
import { useModalFocus } from '../hooks/use-modal-focus';
import { AT_MOST_ITEMS, MAX_ITEMS_PER_ORDER } from '../../../domain/order-limits';
import { lineBound, lineKey, selectCount, useCartStore, type CartItem } from '../../../lib/stores/cart-store';
import { useFirstSizesForSavedLines } from '../hooks/use-first-sizes';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';

interface CartDrawerProps {
  /** A customer is signed in (docs/product/accounts.md#roles: visitors must log in to check out). */
  signedIn: boolean;
}

export function CartDrawer({ signedIn }: CartDrawerProps) {
  const isOpen = useCartStore((state) => state.isDrawerOpen);
  const hydrated = useHydrated(useCartStore);
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectCount);
  const { closeDrawer, increase, decrease, removeItem, restoreItem, clear, openCheckout } = useCartStore.getState();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useModalFocus(panel, isOpen, closeDrawer);
  useFirstSizesForSavedLines(isOpen);

  // A removed line (the bin, or minus at 1) can come back, in its place, with its quantity.
  const remove = (item: CartItem, removing: () => void) => {
    const index = items.indexOf(item);
    removing();
    notifyRemoved(() => restoreItem(item, index));
  };

  const onDecrease = (item: CartItem) => {
    if (item.quantity > 1) {
      decrease(item);
      notifyDecreased();
    } else remove(item, () => decrease(item));
  };

  const onCheckout = () => {
    if (!signedIn) {
      notifyLoginRequired();
      return;
    }
    openCheckout();
  };

  const empty = hydrated && items.length === 0;

  return (
    // Closed, the drawer is inert and, once it has slid away, invisible: out of the tab order and
    // the accessibility tree, not merely off screen.
    <div
      className={`fixed inset-0 z-50 transition-[visibility] duration-300 ${isOpen ? 'visible' : 'pointer-events-none invisible'}`}
      inert={!isOpen}
      data-testid="bag-drawer"
      data-bag-drawer
      data-open={isOpen || undefined}
    >
      <div
        aria-hidden="true"
        className={`absolute inset-0 bg-sage-900/35 backdrop-blur-[2px] transition-opacity duration-300 ${isOpen ? 'opacity-100' : 'opacity-0'}`}
        onClick={closeDrawer}
      />
      {/* A dialog, not a landmark: a div (an aside with role=dialog mixes two roles), and its top and
          bottom are plain blocks, so no second banner or contentinfo appears while it is open. */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="bag-title"
        className={`absolute right-0 top-0 flex h-full w-full max-w-[460px] flex-col bg-cream-50 shadow-lift transition-transform duration-300 ease-out ${
          isOpen ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between gap-4 px-6 pb-4 pt-6 sm:px-8">
          <h2 id="bag-title" className="heading-display text-[34px]">
            My Bag
            {count > 0 ? (
              <span className="ml-2 align-middle font-sans text-sm font-medium tracking-normal text-ink-muted" data-testid="bag-drawer-count">
                ({count})
              </span>
            ) : null}
          </h2>
          <button ref={closeButton} type="button" onClick={closeDrawer} className="icon-btn -mr-2" aria-label="Close bag" data-autofocus>
            <CloseIcon size={22} />
          </button>
        </div>

        {empty ? (
          <div className="flex flex-1 flex-col items-center justify-center px-8 pb-16 text-center">
            <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-sage-100 text-sage-700">
              <BagIcon size={26} />
            </span>
            <p className="heading-display text-3xl">Your bag is empty</p>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-ink-muted">Discover plant-rich formulas for face, hair and body.</p>
            <Link to={paths.storefront.shop.getHref()} onClick={closeDrawer} className="btn-primary mt-8">
              Continue shopping
            </Link>
          </div>
        ) : (
          <>
            <div className="flex items-center justify-between border-y border-sand-100 px-6 py-2.5 sm:px-8">
              <p className="text-xs text-ink-muted" data-testid="bag-item-count">
                {count} {count === 1 ? 'item' : 'items'}
                {count >= MAX_ITEMS_PER_ORDER ? <span className="text-ink-soft"> · {AT_MOST_ITEMS}</span> : null}
              </p>
              <button
                type="button"
                onClick={() => confirmClearCart(clear, () => closeButton.current?.focus())}
                className="keyboard-focus rounded-full px-2 py-1 text-xs font-medium text-ink-muted underline-offset-4 transition-colors hover:(text-danger underline) cursor-pointer"
              >
                Clear Cart
              </button>
            </div>

            <ul className="flex-1 divide-y divide-sand-100 overflow-y-auto overscroll-contain px-6 sm:px-8" aria-label="Items in your bag">
              {items.map((item) => (
                <CartLine
                  key={lineKey(item)}
                  item={item}
                  {...lineBound(items, item)}
                  onIncrease={() => {
                    increase(item);
                    notifyIncreased();
                  }}
                  onDecrease={() => onDecrease(item)}
                  onRemove={() => remove(item, () => removeItem(item))}
                  onNavigate={closeDrawer}
                />
              ))}
            </ul>

            <div className="border-t border-sand-100 bg-cream-50 px-6 pb-6 pt-5 sm:px-8">
              <CartTotals items={items} />
              <button type="button" onClick={onCheckout} className="btn-primary mt-5 h-12 w-full text-[15px]">
                Checkout
              </button>
              <p className="mt-4 text-center text-[11.5px] leading-relaxed text-ink-muted">
                By checking out you agree to our{' '}
                <Link to={paths.storefront.termsOfService.getHref()} onClick={closeDrawer} className="keyboard-focus rounded text-ink-soft underline underline-offset-2 hover:text-ink">
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to={paths.storefront.privacyPolicy.getHref()} onClick={closeDrawer} className="keyboard-focus rounded text-ink-soft underline underline-offset-2 hover:text-ink">
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
