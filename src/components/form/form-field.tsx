/**
 * The one set of form controls every form of the shop uses (sign-in, account, addresses and,
 * later, checkout): a label, the control, and a message line under it that is reserved even when
 * empty, so an error appearing does not push the form around.
 *
 * Accessibility: every control has a visible <label>; required controls carry `required` (forms
 * are `noValidate`, so that only says "required" to assistive tech and never pops a browser
 * bubble) and a visual asterisk; the message is tied to the control with aria-describedby and
 * announced politely when it changes.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from '../icons/icons';

interface FieldFrameProps {
  /** The id of the control the label points at. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Show "Optional" beside the label (for the few optional fields of a mostly required form). */
  optional?: boolean;
  error?: string | null;
  /** Shown in the message line while there is no error. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The control's id: the one the caller gave, else one of React's (the label and message point at it). */
function useFieldId(givenId: string | undefined): string {
  const autoId = useId();
  return givenId ?? autoId;
}

export const messageIdOf = (id: string) => `${id}-message`;

/** Label, control and message line. Use directly for composite controls (the phone field). */
export function FieldFrame({ id, label, required, optional, error, hint, className = '', children }: FieldFrameProps) {
  return (
    <div className={`min-w-0 pb-3 ${className}`}>
      <label htmlFor={id} className="field-label flex items-baseline gap-1">
        <span>{label}</span>
        {required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-auto text-xs font-normal text-ink-muted">Optional</span> : null}
      </label>
      {children}
      <p
        id={messageIdOf(id)}
        aria-live="polite"
        className={`min-h-5 pt-1.5 text-[12.5px] leading-snug ${error ? 'text-danger' : 'text-ink-muted'}`}
      >
        {error ?? hint ?? null}
      </p>
    </div>
  );
}

/** Props every field shares; the rest go to the control. */
export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

function controlState(id: string, error: string | null | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageIdOf(id),
  } as const;
}

const invalidRing = 'border-danger/70 hover:border-danger focus:border-danger';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({ label, error, hint, optional, className, id: givenId, required, ...input }: TextFieldProps) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} error={error} hint={hint} className={className}>
      <input id={id} required={required} {...controlState(id, error)} {...input} className={`input ${error ? invalidRing : ''}`} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, error, hint, optional, className, id: givenId, required, ...textarea }: TextAreaFieldProps) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} error={error} hint={hint} className={className}>
      <textarea id={id} required={required} {...controlState(id, error)} {...textarea} className={`textarea min-h-40 resize-y ${error ? invalidRing : ''}`} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (people mistype passwords they cannot see). */
export function PasswordField({ label, error, hint, optional, className, id: givenId, required, ...input }: Omit<TextFieldProps, 'type'>) {
  const id = useFieldId(givenId);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          spellCheck={false}
          autoCapitalize="none"
          {...controlState(id, error)}
          {...input}
          className={`input pr-12 ${error ? invalidRing : ''}`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          className="keyboard-focus absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-ink-muted transition-colors hover:(bg-sand-100 text-ink)"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (the best picker on phones), styled like the inputs. */
export function SelectControl({
  options,
  error,
  className = '',
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: readonly SelectOption[]; error?: string | null }) {
  return (
    <div className={`relative ${className}`}>
      <select {...select} className={`input cursor-pointer appearance-none pr-10 ${error ? invalidRing : ''}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={16} className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & { options: readonly SelectOption[] };

export function SelectField({ label, error, hint, optional, className, id: givenId, required, options, ...select }: SelectFieldProps) {
  const id = useFieldId(givenId);
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} error={error} hint={hint} className={className}>
      <SelectControl id={id} required={required} options={options} error={error} {...controlState(id, error)} {...select} />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it (default-address flags, "use shipping for billing"). */
export function CheckboxField({
  label,
  description,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: ReactNode; description?: ReactNode; className?: string }) {
  const id = useFieldId(input.id);
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        {...input}
        className="keyboard-focus mt-0.5 h-[18px] w-[18px] shrink-0 cursor-pointer rounded accent-sage-800"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink">
        {label}
        {description ? <span className="mt-0.5 block text-xs text-ink-muted">{description}</span> : null}
      </label>
    </div>
  );
}

/**
 * The form-level message (a refused sign-in, a server failure). Always in the DOM so screen
 * readers announce the text when it appears; takes no space while empty.
 */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' }) {
  const colours = tone === 'error' ? 'border-danger/20 bg-danger-soft text-[#8F332B]' : 'border-sage-200 bg-sage-50 text-sage-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message ? <p className={`rounded-2xl border px-4 py-3 text-sm leading-relaxed ${colours}`}>{message}</p> : null}
    </div>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Read out while busy, e.g. "Signing in". */
  busyLabel?: string;
  variant?: 'primary' | 'danger' | 'secondary';
  className?: string;
  disabled?: boolean;
}

const VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  danger: 'btn bg-danger text-cream-50 hover:bg-[#9A3830]',
} as const;

/**
 * Disabled while the form is submitting; the label stays in place (invisible) under the spinner,
 * so the button keeps its width and nothing shifts.
 */
export function SubmitButton({ busy, children, busyLabel = 'Please wait', variant = 'primary', className = '', disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`${VARIANTS[variant]} relative ${className}`}
    >
      <span className={`inline-flex items-center gap-2 ${busy ? 'invisible' : ''}`}>{children}</span>
      {busy ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="animate-spin">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
            <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{busyLabel}</span>
        </span>
      ) : null}
    </button>
  );
}
