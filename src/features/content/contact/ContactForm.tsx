/**
 * The contact form: the server's own rules checked in the browser first, the server's field
 * messages shown beside the fields when it still disagrees, and a thank-you once sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { CheckIcon } from '../../../components/icons/icons';
import { TextAreaField, TextField } from '../../../components/form/form-field';
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

      <div className="mt-8 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email}
        />
        <TextField
          id={fieldId('subject')}
          label="Subject"
          name="subject"
          optional
          className="sm:col-span-2"
          value={fields.subject}
          onChange={(event) => update('subject', event.target.value)}
          error={errors.subject}
        />
        <TextAreaField
          id={fieldId('message')}
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={MESSAGE_MAX}
          className="sm:col-span-2"
          value={fields.message}
          onChange={(event) => update('message', event.target.value)}
          error={errors.message}
          hint={<span className="tabular-nums">{fields.message.length} / {MESSAGE_MAX}</span>}
        />
      </div>

      <button type="submit" disabled={sending} className="btn-primary mt-6 h-12 w-full px-8 sm:w-auto">
        {sending ? <Spinner size={18} label="Sending" className="[&_svg]:text-cream-50" /> : null}
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
