/**
 * The contact form: the server's own rules checked in the browser first, the server's field
 * messages shown beside the fields when it still disagrees, and a thank-you once sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { CheckIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/Spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { CONTACT_ERROR, sendContactMessage } from '../api/send-contact-message';
import { checkContact, CONTACT_FIELDS, EMPTY_CONTACT, type ContactField, type ContactFields } from './contact-form';

const MESSAGE_MAX = 5000;

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

export function ContactForm() {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const fieldId = (field: ContactField) => `${id}-${field}`;

  const update = (field: ContactField, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // After a first attempt, errors follow the typing so they disappear as soon as they are fixed.
    if (attempted) {
      const check = checkContact(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const check = checkContact(fields);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(check.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const message = await sendContactMessage(check.body);
      setStatus({ kind: 'sent', message });
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setStatus({ kind: 'editing' });
        focusFirstError(fromServer);
      } else {
        setStatus({ kind: 'failed', message: apiErrorMessage(error, CONTACT_ERROR) });
      }
    }
  };

  if (status.kind === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center rounded-[32px] bg-cream-50 px-8 py-16 text-center shadow-soft">
        <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <CheckIcon size={26} />
        </span>
        <h2 className="heading-display text-4xl">Message sent</h2>
        <p className="mt-4 max-w-sm text-[15px] leading-relaxed text-ink-soft">{status.message}</p>
        <button
          type="button"
          className="btn-secondary mt-8"
          onClick={() => {
            setFields(EMPTY_CONTACT);
            setAttempted(false);
            setStatus({ kind: 'editing' });
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  const describe = (field: ContactField, extra?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const sending = status.kind === 'sending';

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-[32px] bg-cream-50 p-6 shadow-soft sm:p-10">
      <h2 id={`${id}-title`} className="heading-display text-[34px]">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-ink-muted">All fields are required unless marked optional.</p>

      {status.kind === 'failed' ? (
        <p role="alert" className="mt-6 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger">
          {status.message}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('name')} className="field-label">
            Name
          </label>
          <input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            value={fields.name}
            onChange={(event) => update('name', event.target.value)}
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={describe('name')}
            className="input"
          />
          {error('name')}
        </div>
        <div>
          <label htmlFor={fieldId('email')} className="field-label">
            Email
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={describe('email')}
            className="input"
          />
          {error('email')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('subject')} className="field-label">
            Subject <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <input
            id={fieldId('subject')}
            name="subject"
            value={fields.subject}
            onChange={(event) => update('subject', event.target.value)}
            aria-invalid={Boolean(errors.subject) || undefined}
            aria-describedby={describe('subject')}
            className="input"
          />
          {error('subject')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('message')} className="field-label">
            Message
          </label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={6}
            maxLength={MESSAGE_MAX}
            value={fields.message}
            onChange={(event) => update('message', event.target.value)}
            aria-invalid={Boolean(errors.message) || undefined}
            aria-describedby={describe('message', `${fieldId('message')}-hint`)}
            className="textarea min-h-40 resize-y"
          />
          <div className="flex items-start justify-between gap-4">
            {error('message') ?? <span />}
            <p id={`${fieldId('message')}-hint`} className="mt-2 shrink-0 text-xs tabular-nums text-ink-faint">
              {fields.message.length} / {MESSAGE_MAX}
            </p>
          </div>
        </div>
      </div>

      <button type="submit" disabled={sending} className="btn-primary mt-8 h-12 w-full px-8 sm:w-auto">
        {sending ? <Spinner size={18} label="Sending" className="[&_svg]:text-cream-50" /> : null}
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
