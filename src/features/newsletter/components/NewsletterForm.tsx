/**
 * The newsletter box: an email field and Subscribe, then the server's word that a confirmation
 * link is on its way (the 20% code comes once the address confirms, decision 0220). Used by
 * the footer and the banner (both dark). The field is plain text as the spec shows it (docs/product/storefront.md#newsletter);
 * the server says when an address is not valid.
 */
import { useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

interface NewsletterFormProps {
  inputId: string;
  /** Put the cursor in the field at once (the banner's panel, opened on purpose). */
  autoFocus?: boolean;
  className?: string;
}

export function NewsletterForm({ inputId, autoFocus = false, className = '' }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const { state, subscribe } = useNewsletterSignup();

  if (state.kind === 'done') {
    const { subscription } = state;
    return (
      <div role="status" className={`flex flex-col items-start gap-3 ${className}`} data-testid="newsletter-done">
        <p className="text-sm leading-relaxed text-cream-100">{subscription.message}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscribe(email);
  };
  const errorId = `${inputId}-error`;
  const failed = state.kind === 'failed';
  const sending = state.kind === 'sending';

  return (
    <form onSubmit={onSubmit} className={className} noValidate>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          autoFocus={autoFocus}
          placeholder="Enter email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
          className="keyboard-focus h-12 min-w-0 flex-1 rounded-full border border-cream-50/15 bg-cream-50/5 px-5 text-sm text-cream-50 placeholder:text-cream-200/50 transition-colors focus:border-sage-300"
        />
        <button type="submit" disabled={sending} className="btn-light h-12 shrink-0 px-5">
          {sending ? <Spinner size={16} label="Subscribing" /> : null}
          Subscribe
        </button>
      </div>
      {failed ? (
        <p id={errorId} role="alert" className="mt-2.5 pl-5 text-[13px] text-blush-200">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
