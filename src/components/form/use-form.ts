/**
 * The one way a form of the shop submits. It keeps the values, checks them with the form's own
 * rules before calling the server (the same rules the server applies, so most mistakes never make
 * a round trip), blocks double submits, and turns a refusal into messages:
 *
 * - each `{ field, message }` the server names goes beside its field (`fieldOf` maps the server's
 *   names onto the form's, e.g. postalCode → zipCode);
 * - anything else becomes the form-level message: the server's own `message` when it sent one,
 *   otherwise the spec's fallback for that form (docs/product/constants-and-texts.md#answers-and-messages, e.g. 'Login failed').
 *
 * After a failed check, focus moves to the first invalid field, whose message is read with it.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiErrorMessage } from '../../lib/api-error';
import { serverFieldErrors } from '../../lib/field-errors';

type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  /** Client-side rules; an empty object means the values may be sent. */
  validate?: (values: V) => FieldErrors<V>;
  onSubmit: (values: V) => Promise<void>;
  /** Shown when the server gives no message of its own (docs/product/accounts.md#sign-in-and-account-messages). */
  fallbackMessage: string;
  /** The form field a server field name belongs to, or null when it has none here. */
  fieldOf?: (serverField: string) => (keyof V & string) | null;
}

export function useForm<V extends FormValues>({ initialValues, validate, onSubmit, fallbackMessage, fieldOf }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // Runs after the errors have rendered, so aria-invalid is already on the field.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Sets a value and clears that field's message: the person is fixing it. */
  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  /** Shows messages found outside a submit (a second action of the form) and focuses the first. */
  const showErrors = useCallback((found: FieldErrors<V>) => {
    setErrors(found);
    setFormError(null);
    setFocusRequest((n) => n + 1);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  const mapField = (field: string): (keyof V & string) | null => {
    if (fieldOf) return fieldOf(field);
    return field in initialValues ? (field as keyof V & string) : null;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = validate ? validate(values) : {};
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const mapped: FieldErrors<V> = {};
      const unmapped: string[] = [];
      for (const { field, message } of serverFieldErrors(error)) {
        const name = mapField(field);
        if (name && !mapped[name]) mapped[name] = message;
        else if (!name) unmapped.push(message);
      }
      const hasFieldErrors = Object.keys(mapped).length > 0;
      setErrors(mapped);
      setFormError(unmapped[0] ?? (hasFieldErrors ? null : apiErrorMessage(error, fallbackMessage)));
      if (hasFieldErrors) setFocusRequest((n) => n + 1);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Props for a text-like field bound to `name`. */
  const bind = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value as V[K]),
  });

  /** Props for a checkbox bound to `name`. */
  const bindCheckbox = <K extends keyof V & string>(name: K) => ({
    name,
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]),
  });

  return {
    values,
    setValue,
    errors,
    setErrors,
    showErrors,
    formError,
    setFormError,
    busy,
    handleSubmit,
    formRef,
    bind,
    bindCheckbox,
    reset,
  };
}
