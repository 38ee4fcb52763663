/** "Save this card for next time" under a new card's fields (docs/decisions/0155-saving-a-card-while-paying.md). */
import { CheckboxField } from '../../../components/form/form-field';

export interface SaveCardChoice {
  checked: boolean;
  onChange: (save: boolean) => void;
}

export function SaveCardOption({ choice, disabled }: { choice: SaveCardChoice; disabled: boolean }) {
  return (
    <CheckboxField
      className="mt-1 rounded-2xl bg-cream-100 px-4 py-3"
      label="Save this card for next time"
      description="We keep only its brand, last four digits and expiry. Manage it under Payment Methods in your account."
      checked={choice.checked}
      disabled={disabled}
      onChange={(event) => choice.onChange(event.target.checked)}
    />
  );
}
