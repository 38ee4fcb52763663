/**
 * The carrier and tracking number, side by side on a desktop and stacked on a phone: in the ship
 * dialog (optional: "No tracking" ships without) and in Edit tracking (a carrier is needed).
 */
import { SelectField, TextField } from '../../../components/form/form-field';
import { TRACKING_NUMBER_MAX } from '../../../domain/tracking';
import { CARRIER_OPTIONS, type TrackingDraft } from '../tracking-form';

interface TrackingFieldsProps {
  value: TrackingDraft;
  onChange: (next: TrackingDraft) => void;
  optional: boolean;
  error: { field: 'carrier' | 'number'; message: string } | null;
  disabled?: boolean;
}

export function TrackingFields({ value, onChange, optional, error, disabled }: TrackingFieldsProps) {
  const options = optional ? [{ value: '', label: 'No tracking' }, ...CARRIER_OPTIONS] : [{ value: '', label: 'Choose a carrier' }, ...CARRIER_OPTIONS];
  return (
    <div className="mt-5 grid grid-cols-1 gap-x-3 text-left sm:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
      <SelectField
        label="Carrier"
        optional={optional}
        value={value.carrier}
        options={options}
        disabled={disabled}
        error={error?.field === 'carrier' ? error.message : null}
        onChange={(event) => onChange({ ...value, carrier: event.target.value as TrackingDraft['carrier'] })}
      />
      <TextField
        label="Tracking number"
        optional={optional}
        value={value.number}
        maxLength={TRACKING_NUMBER_MAX + 10}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled || value.carrier === ''}
        error={error?.field === 'number' ? error.message : null}
        onChange={(event) => onChange({ ...value, number: event.target.value })}
      />
    </div>
  );
}
