/**
 * The contact form, on the shop's one form engine (src/components/form/use-form.ts): the server's
 * own rules checked in the browser first, the server's field messages shown beside the fields when
 * it still disagrees, and a thank-you once sent. Offline, the message is kept on this device and
 * the note says it will go when the connection returns (docs/product/offline-writes.md).
 */
import { useId, useState } from 'react';
import { CheckIcon } from '../../../components/icons/icons';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { SAVED_OFFLINE } from '../../../lib/offline-writes/send-or-keep';
import { CONTACT_ERROR, sendContactMessage } from '../api/send-contact-message';
import { checkContact, EMPTY_CONTACT, validateContact } from './contact-form';

const MESSAGE_MAX = 5000;

type Outcome = { kept: false; message: string } | { kept: true };

function SentNote({ outcome, onAnother }: { outcome: Outcome; onAnother: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-[32px] bg-cream-50 px-8 py-16 text-center shadow-soft">
      <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <CheckIcon size={26} />
      </span>
      <h2 className="heading-display text-4xl">{outcome.kept ? 'Message saved' : 'Message sent'}</h2>
      <p className="mt-4 max-w-sm text-[15px] leading-relaxed text-ink-soft">{outcome.kept ? SAVED_OFFLINE : outcome.message}</p>
      <button type="button" className="btn-secondary mt-8" onClick={onAnother}>
        Send another message
      </button>
    </div>
  );
}

export function ContactForm() {
  const id = useId();
  const [thanks, setThanks] = useState<Outcome | null>(null);
  const form = useForm({
    initialValues: EMPTY_CONTACT,
    validate: validateContact,
    fallbackMessage: CONTACT_ERROR,
    onSubmit: async (values) => {
      const check = checkContact(values);
      // validate has passed, so the check holds; it also gives the body as the server reads it.
      if (!check.ok) return;
      const message = await sendContactMessage(check.body);
      setThanks(message === null ? { kept: true } : { kept: false, message });
    },
  });

  if (thanks !== null) {
    return (
      <SentNote
        outcome={thanks}
        onAnother={() => {
          form.reset(EMPTY_CONTACT);
          setThanks(null);
        }}
      />
    );
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-[32px] bg-cream-50 p-6 shadow-soft sm:p-10"
    >
      <h2 id={`${id}-title`} className="heading-display text-[34px]">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-ink-muted">All fields are required unless marked optional.</p>

      <div className="mt-6">
        <FormAlert message={form.formError} />
      </div>

      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required {...form.bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <TextField label="Subject" optional className="sm:col-span-2" {...form.bind('subject')} />
        <TextAreaField
          label="Message"
          required
          rows={6}
          maxLength={MESSAGE_MAX}
          className="sm:col-span-2"
          {...form.bind('message')}
          hint={<span className="tabular-nums">{form.values.message.length} / {MESSAGE_MAX}</span>}
        />
      </div>

      <SubmitButton busy={form.busy} busyLabel="Sending" className="mt-6 h-12 w-full px-8 sm:w-auto">
        Send message
      </SubmitButton>
    </form>
  );
}
