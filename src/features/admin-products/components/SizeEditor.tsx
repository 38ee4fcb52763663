/**
 * One size's fields in the Sizes table: a new size's, or a saved one's being edited. Checked with
 * the API's own contract before sending (size-values.ts); a refusal shows beside its field (a SKU
 * another size has included) or over the fields, and the server's sentence is toasted on success.
 */
import { toast } from '../../../lib/toasts';
import { FAILURE_TOAST_MS, RESULT_TOAST_MS } from '../../../components/admin/use-admin-action';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import type { ApiResult } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error';
import { EMPTY_SIZE, validateSize, type SizeValues } from '../product-form/size-values';

interface SizeEditorProps {
  /** The saved size's values, or none for a new size. */
  initial?: SizeValues;
  /** What the editor is for, read by screen readers ("Edit 30 ml", "New size"). */
  label: string;
  submitLabel: string;
  fallback: string;
  save: (values: SizeValues) => Promise<ApiResult<unknown>>;
  onDone: () => void;
}

export function SizeEditor({ initial = EMPTY_SIZE, label, submitLabel, fallback, save, onDone }: SizeEditorProps) {
  const form = useForm<SizeValues>({
    initialValues: initial,
    validate: validateSize,
    fallbackMessage: fallback,
    onSubmit: async (values) => {
      try {
        const saved = await save(values);
        toast.success(saved.message, { duration: RESULT_TOAST_MS });
        onDone();
      } catch (error) {
        toast.error(apiErrorMessage(error, fallback), { duration: FAILURE_TOAST_MS });
        throw error;
      }
    },
  });

  return (
    <form ref={form.formRef} aria-label={label} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="flex flex-col gap-1 py-1">
      <FormAlert message={form.formError} />
      <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
        <TextField label="Size" required placeholder="50 ml" maxLength={60} {...form.bind('name')} />
        <TextField label="SKU" required placeholder="ROSE-OIL-50" maxLength={64} autoCapitalize="characters" {...form.bind('sku')} />
        <TextField label="Price (£)" required inputMode="decimal" placeholder="24.50" {...form.bind('price')} />
        <TextField label="Stock" required inputMode="numeric" {...form.bind('stock')} />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={form.busy}>
          Cancel
        </button>
        <SubmitButton busy={form.busy} busyLabel="Saving">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
