/**
 * One saved card on the account's payment methods screen: brand, last four, expiry and holder,
 * marked when it is the default (or has expired), with "Make default" and "Remove". Removing asks
 * first, in place, and says what happens to the default role.
 */
import { cardExpiry, brandName } from '../../../components/card-text';
import { CardIcon } from '../../../components/icons/icons';
import { isExpired, type SavedPaymentMethod } from '../../../contracts/payment-methods';
import { cardActionButton, CardFooter, type RemovalWords, useCardAction } from './card-actions';

interface PaymentMethodCardProps {
  card: SavedPaymentMethod;
  onMakeDefault: () => Promise<void>;
  onRemove: () => Promise<void>;
  /** Another card is changing: hold off. */
  disabled?: boolean;
}

export function PaymentMethodCard({ card, onMakeDefault, onRemove, disabled = false }: PaymentMethodCardProps) {
  const { pending, error, run } = useCardAction<'default' | 'remove'>();
  const expired = isExpired(card.expMonth, card.expYear);
  const headingId = `card-${card.id}`;
  const busy = pending !== null || disabled;
  const removal: RemovalWords = {
    question: 'Remove this card?',
    consequence: card.isDefault
      ? 'It is your default card; your most recently saved other card becomes the default.'
      : 'You can save it again the next time you pay with it.',
    confirmLabel: 'Remove',
    busyLabel: 'Removing card',
    ariaLabel: `Remove ${brandName(card.brand)} ending ${card.last4}`,
  };

  return (
    <li aria-labelledby={headingId} className="card flex flex-col p-5 sm:p-6" data-testid="saved-card">
      <div className="flex items-start gap-4">
        <span className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-xl bg-sage-800 text-cream-50" aria-hidden="true">
          <CardIcon size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2 id={headingId} className="font-serif text-[22px] leading-tight text-ink">
              {brandName(card.brand)} <span className="whitespace-nowrap lining-nums">•••• {card.last4}</span>
            </h2>
            {card.isDefault ? <span className="badge bg-sage-100 text-sage-800">Default</span> : null}
            {expired ? <span className="badge bg-danger-soft text-[#8F332B]">Expired</span> : null}
          </div>
          <p className="mt-1 text-sm text-ink-soft lining-nums">
            Expires {cardExpiry(card)}
            <span aria-hidden="true"> · </span>
            <span className="break-words">{card.holderName}</span>
          </p>
        </div>
      </div>

      <CardFooter error={error} removal={removal} removing={pending === 'remove'} disabled={busy} onRemove={() => void run('remove', onRemove)}>
        {(removeButton) => (
          <div className="-ml-3 mt-3 flex flex-wrap items-center gap-1 border-t border-sand-100 pt-3">
            {card.isDefault ? null : (
              <button
                type="button"
                onClick={() => void run('default', onMakeDefault)}
                disabled={busy}
                aria-busy={pending === 'default' || undefined}
                aria-label={`Make ${brandName(card.brand)} ending ${card.last4} the default`}
                className={`${cardActionButton} text-sage-800 hover:bg-sage-50`}
              >
                Make default
              </button>
            )}
            {removeButton}
          </div>
        )}
      </CardFooter>
    </li>
  );
}
