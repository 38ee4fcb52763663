/**
 * The customer's saved cards (GET /user/payment-methods) as a choice above the card form: pay with
 * one of them, or with a new card. Expired cards are left out; without saved cards (or when they
 * cannot be read) nothing shows and the new-card form is the way to pay.
 */
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQuery } from '../../../api/payment-methods/get-payment-methods';
import { CardIcon } from '../../../components/icons/icons';
import { isExpired, type SavedPaymentMethod } from '../../../contracts/payment-methods';
import { cardExpiry, cardLabel } from '../../../components/card-text';

export const NEW_CARD = 'new';

/** The cards that can still pay, default first. */
export function useUsableCards(): SavedPaymentMethod[] {
  const { data } = useQuery(paymentMethodsQuery());
  return (data ?? [])
    .filter((card) => !isExpired(card.expMonth, card.expYear))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

interface SavedCardChoiceProps {
  cards: SavedPaymentMethod[];
  selected: string;
  onSelect: (choice: string) => void;
  disabled: boolean;
}

export function SavedCardChoice({ cards, selected, onSelect, disabled }: SavedCardChoiceProps) {
  const options = [
    ...cards.map((card) => ({
      value: card.id,
      label: cardLabel(card),
      detail: `Expires ${cardExpiry(card)}${card.isDefault ? ' · Default' : ''}`,
    })),
    { value: NEW_CARD, label: 'Use a new card', detail: 'Card details are sent securely and never stored by us' },
  ];
  return (
    <fieldset className="mb-6" disabled={disabled}>
      <legend className="field-label">Pay with</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors ${
              selected === option.value ? 'border-sage-500 bg-sage-50' : 'border-sand-200 bg-cream-50 hover:border-sand-300'
            }`}
          >
            <input
              type="radio"
              name="saved-card"
              value={option.value}
              checked={selected === option.value}
              onChange={() => onSelect(option.value)}
              className="keyboard-focus h-4 w-4 accent-sage-800"
            />
            <CardIcon size={20} className="shrink-0 text-ink-soft" />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">{option.label}</span>
              <span className="block text-xs text-ink-muted">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
