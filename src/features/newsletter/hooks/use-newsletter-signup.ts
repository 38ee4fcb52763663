/**
 * The newsletter sign-up, shared by the banner and the footer box. The call's code (and axios with
 * it) loads on the first submit, so neither adds to the first page load. The spec shows no
 * validation of the box (section 5): the server's message says what is wrong.
 */
import { useState } from 'react';
// api-error, not api-client: this hook is in the first page load, and api-client brings axios.
import { apiErrorMessage } from '../../../lib/api-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { Subscription } from '../api/subscribe-to-newsletter';

/** Shown when the server sends no message of its own. */
export const NEWSLETTER_ERROR = 'Failed to subscribe. Please try again.';

export type SignupState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; subscription: Subscription }
  | { kind: 'failed'; message: string };

export function useNewsletterSignup() {
  const [state, setState] = useState<SignupState>({ kind: 'idle' });

  const subscribe = async (email: string) => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const { subscribeToNewsletter } = await import('../api/subscribe-to-newsletter');
      setState({ kind: 'done', subscription: await subscribeToNewsletter(email.trim()) });
    } catch (error) {
      // "Enter a valid email address" reads better than the envelope's "email: Enter a valid…".
      const message = fieldErrorsOf(error).email ?? apiErrorMessage(error, NEWSLETTER_ERROR);
      setState({ kind: 'failed', message });
    }
  };

  return { state, subscribe, reset: () => setState({ kind: 'idle' }) };
}
