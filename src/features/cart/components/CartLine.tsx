/**
 * One line of My Bag (docs/product/bag-and-currency.md#my-bag): picture, name and size, description cut to 20 words, quantity minus
 * and plus, remove, and the line's amount in the display currency. A product in two sizes is two
 * lines (decision 0249), so the buttons name the size too. Plus stops at `limit` (the size's stock,
 * or what the order's limits leave beside the product's other sizes and the bag's other lines), and
 * says which one stopped it; the bag's own limit is told once, by the drawer, not on every line.
 */
import { Link } from 'react-router';
import { LeafMark } from '../../../components/brand/Logo';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/icons/icons';
import { Price } from '../../../components/Price';
import { paths } from '../../../config/paths';
import { AT_MOST_PER_PRODUCT, onlyLeft } from '../../../domain/order-limits';
import { SIZE_PARAM, sizeSlug } from '../../../domain/size-slug';
import { truncateWords } from '../../../domain/text';
import type { CartItem, LineStop } from '../../../lib/stores/cart-store';

/** docs/product/constants-and-texts.md#text-lengths: descriptions in the bag are cut to 20 words. */
export const CART_DESCRIPTION_WORDS = 20;

interface CartLineProps {
  item: CartItem;
  /** The most this line may hold, and which rule sets it (cart-store's lineBound). */
  limit: number;
  stop: LineStop;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  onNavigate: () => void;
}

const stepButton =
  'keyboard-focus inline-flex h-8 w-8 items-center justify-center rounded-full text-ink-soft transition-colors hover:(bg-sand-100 text-ink) cursor-pointer';

/** Why plus stopped this line: the size's own stock, or the most of one product (the bag's items: the drawer says so). */
function limitNote(item: CartItem, stop: LineStop): string | null {
  if (stop === 'stock' && item.stock !== null) return onlyLeft(item.stock);
  return stop === 'product' ? AT_MOST_PER_PRODUCT : null;
}

export function CartLine({ item, limit, stop, onIncrease, onDecrease, onRemove, onNavigate }: CartLineProps) {
  const atMost = item.quantity >= limit;
  const note = atMost ? limitNote(item, stop) : null;
  const named = item.variantName ? `${item.name}, ${item.variantName}` : item.name;
  const href = paths.storefront.product.getHref(item.id) + (item.variantName ? `?${SIZE_PARAM}=${sizeSlug(item.variantName)}` : '');
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link
        to={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[4/5] w-[84px] shrink-0 overflow-hidden rounded-2xl bg-sand-100"
      >
        {item.image ? (
          <img src={item.image} alt="" width={84} height={105} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-sand-300">
            <LeafMark size={28} />
          </span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={href}
            onClick={onNavigate}
            className="keyboard-focus rounded font-serif text-[19px] font-medium leading-tight text-ink hover:text-sage-800"
          >
            {item.name}
          </Link>
          <Price pence={item.amount} className="shrink-0 pt-0.5 text-sm font-medium text-ink" />
        </div>
        {item.variantName ? (
          <p className="mt-1 text-[12.5px] font-medium text-ink-soft" data-testid="cart-line-size">
            {item.variantName}
          </p>
        ) : null}
        <p className="mt-1.5 text-[12.5px] leading-relaxed text-ink-muted">{truncateWords(item.description, CART_DESCRIPTION_WORDS)}</p>

        <div className="mt-3 flex items-center justify-between gap-3">
          <div role="group" aria-label={`Quantity of ${named}`} className="inline-flex items-center rounded-full border border-sand-200 bg-cream-50">
            <button type="button" className={stepButton} onClick={onDecrease} aria-label={`Decrease quantity of ${named}`}>
              <MinusIcon size={14} />
            </button>
            <span className="w-7 text-center text-[13px] font-semibold tabular-nums text-ink" data-testid="cart-line-quantity" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className={`${stepButton} disabled:(cursor-not-allowed opacity-40 hover:bg-transparent)`}
              onClick={onIncrease}
              disabled={atMost}
              aria-label={`Increase quantity of ${named}`}
            >
              <PlusIcon size={14} />
            </button>
          </div>
          <div className="flex items-center gap-2">
            {item.quantity > 1 ? (
              <span className="text-[11.5px] text-ink-faint">
                <Price pence={item.price} /> each
              </span>
            ) : null}
            <button
              type="button"
              onClick={onRemove}
              aria-label={`Remove ${named} from your bag`}
              className="keyboard-focus inline-flex h-8 w-8 items-center justify-center rounded-full text-ink-muted transition-colors hover:(bg-danger-soft text-danger) cursor-pointer"
            >
              <TrashIcon size={16} />
            </button>
          </div>
        </div>
        {note ? (
          <p className="mt-2 text-[11.5px] text-ink-muted" data-testid="cart-line-limit">
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}
