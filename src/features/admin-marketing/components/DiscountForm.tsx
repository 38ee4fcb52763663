/**
 * Create or edit a discount code: the checkout's rules as fields (type and value, minimum
 * subtotal, start and end, limits overall and per customer, first order only, active). The code is
 * upper-cased as typed, like the checkout's code box (docs/product/checkout.md#review-step).
 */
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import type { AdminDiscount } from '../../../contracts/admin-discounts';
import { type DiscountFormValues, EMPTY_DISCOUNT, toFormValues, toRecord, validateDiscount } from '../discount-form-values';

const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed_amount', label: 'Fixed amount off' },
  { value: 'free_shipping', label: 'Free shipping' },
];

interface DiscountFormProps {
  /** The code being edited; none to create one. */
  discount?: AdminDiscount;
  onSave: (record: ReturnType<typeof toRecord>) => Promise<void>;
  onCancel: () => void;
}

export function DiscountForm({ discount, onSave, onCancel }: DiscountFormProps) {
  const form = useForm<DiscountFormValues>({
    initialValues: discount ? toFormValues(discount) : EMPTY_DISCOUNT,
    validate: validateDiscount,
    fallbackMessage: discount ? 'Failed to update discount' : 'Failed to create discount',
    onSubmit: (values) => onSave(toRecord(values)),
  });
  const type = form.values.type;
  const code = form.bind('code');

  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}>
      <div className="grid gap-x-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Code"
          required
          autoComplete="off"
          spellCheck={false}
          hint="Letters, digits, - or _"
          {...code}
          onChange={(event) => form.setValue('code', event.target.value.toUpperCase())}
        />
        <SelectField label="Type" required options={TYPE_OPTIONS} {...form.bind('type')} />
        {type === 'free_shipping' ? (
          <TextField label="Value" value="Shipping fee" disabled readOnly hint="Takes the shipping fee off" />
        ) : (
          <TextField
            label={type === 'percentage' ? 'Percentage off' : 'Amount off (£)'}
            inputMode="decimal"
            required
            hint={type === 'percentage' ? '1 to 100' : 'Off the subtotal'}
            {...form.bind('value')}
          />
        )}
        <TextField label="Description" optional className="sm:col-span-2 lg:col-span-3" {...form.bind('description')} />
        <TextField label="Minimum subtotal (£)" inputMode="decimal" optional {...form.bind('minSubtotal')} />
        <TextField label="Starts" type="datetime-local" optional {...form.bind('startsAt')} />
        <TextField label="Ends" type="datetime-local" optional {...form.bind('endsAt')} />
        <TextField label="Usage limit" inputMode="numeric" optional hint="Uses in total; empty for unlimited" {...form.bind('usageLimit')} />
        <TextField label="Limit per customer" inputMode="numeric" optional hint="Empty for unlimited" {...form.bind('usageLimitPerCustomer')} />
      </div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:gap-8">
        <CheckboxField label="First order only" description="Only for a customer’s first order" {...form.bindCheckbox('firstOrderOnly')} />
        <CheckboxField label="Active" description="Switch off to pause the code" {...form.bindCheckbox('active')} />
      </div>
      <div className="mt-5">
        <FormAlert message={form.formError} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={form.busy} busyLabel="Saving code">
          {discount ? 'Save changes' : 'Create code'}
        </SubmitButton>
      </div>
    </form>
  );
}
