/**
 * The bag's toasts (docs/product/bag-and-currency.md#my-bag and docs/product/constants-and-texts.md#toasts): short success notes for quantity changes and
 * clearing (2 s), a removal with 'Undo' for a few seconds, the sign-in error at checkout, and the
 * 10-second 'Clear Cart' confirmation with 'Yes, Clear Cart' and 'Cancel'.
 */
import { toast } from '../../lib/toasts';

export const SHORT_TOAST_MS = 2000;
export const CONFIRM_TOAST_MS = 10_000;
/** How long a removed line can be brought back (docs/decisions/0263-the-bag-tells-its-limits-and-undoes-a-removal.md). */
export const UNDO_TOAST_MS = 6000;

export const CART_MESSAGES = {
  cleared: 'Cart cleared successfully!',
  increased: 'Quantity increased',
  decreased: 'Quantity decreased',
  removed: 'Item removed from cart',
  undo: 'Undo',
  loginRequired: 'Please login to complete your purchase',
  confirmClear: 'Remove everything from your bag?',
  confirm: 'Yes, Clear Cart',
  cancel: 'Cancel',
} as const;

// One toast id per kind, so quick repeated clicks update one toast instead of stacking many.
export const notifyIncreased = () => toast.success(CART_MESSAGES.increased, { id: 'cart-quantity', duration: SHORT_TOAST_MS });
export const notifyDecreased = () => toast.success(CART_MESSAGES.decreased, { id: 'cart-quantity', duration: SHORT_TOAST_MS });
export const notifyLoginRequired = () => toast.error(CART_MESSAGES.loginRequired, { id: 'cart-login', duration: 3000 });

/** Marks content outside a modal panel (this toast) that the panel's focus trap lets focus visit. */
export const MODAL_COMPANION = 'data-modal-companion';

/**
 * Tells of a removed line and offers 'Undo' for UNDO_TOAST_MS; `onUndo` brings the line back. One
 * toast at a time: removing a second line replaces the first's offer (its line stays removed), so
 * Undo always means the line just removed. Marked as the open drawer's companion, so the keyboard
 * reaches Undo from inside it.
 */
export function notifyRemoved(onUndo: () => void): void {
  toast.success(
    (t) => (
      <span className="flex items-center gap-3" data-testid="cart-removed" {...{ [MODAL_COMPANION]: '' }}>
        <span>{CART_MESSAGES.removed}</span>
        <button
          type="button"
          className="keyboard-focus rounded-full px-2 py-1 text-xs font-semibold text-sage-800 underline underline-offset-4 hover:text-ink cursor-pointer"
          onClick={() => {
            toast.dismiss(t.id);
            onUndo();
          }}
        >
          {CART_MESSAGES.undo}
        </button>
      </span>
    ),
    { id: 'cart-removed', duration: UNDO_TOAST_MS },
  );
}

/**
 * Asks before emptying the bag; `onConfirm` runs only on 'Yes, Clear Cart'. Focus moves to Cancel
 * (the safe choice) so keyboard users can answer; `onSettled` gets it back afterwards.
 */
export function confirmClearCart(onConfirm: () => void, onSettled?: () => void): void {
  toast(
    (t) => {
      const settle = (confirmed: boolean) => {
        toast.dismiss(t.id);
        if (confirmed) {
          onConfirm();
          toast.success(CART_MESSAGES.cleared, { id: 'cart-cleared', duration: SHORT_TOAST_MS });
        }
        onSettled?.();
      };
      return (
        <div
          className="flex flex-col gap-3"
          data-testid="clear-cart-confirm"
          {...{ [MODAL_COMPANION]: '' }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape answers the question; it must not also close the bag behind it.
            event.stopPropagation();
            settle(false);
          }}
        >
          <p className="text-sm font-medium text-ink">{CART_MESSAGES.confirmClear}</p>
          <div className="flex gap-2">
            <button type="button" className="btn h-9 bg-danger px-4 text-xs text-cream-50 hover:bg-[#9C3A31]" onClick={() => settle(true)}>
              {CART_MESSAGES.confirm}
            </button>
            <button type="button" autoFocus className="btn-ghost h-9 px-4 text-xs" onClick={() => settle(false)}>
              {CART_MESSAGES.cancel}
            </button>
          </div>
        </div>
      );
    },
    { id: 'cart-clear-confirm', duration: CONFIRM_TOAST_MS },
  );
}
