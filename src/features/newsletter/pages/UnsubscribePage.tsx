/**
 * /unsubscribe?token=… (decision 0130; not in the spec's route list): where a campaign email's
 * unsubscribe link lands. The visitor confirms with a button rather than on arrival, so a mail
 * scanner that opens links unsubscribes nobody; mail apps use the one-click header instead.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { unsubscribe } from '../api/unsubscribe';

type State = { status: 'asking' } | { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [state, setState] = useState<State>({ status: 'asking' });
  const confirm = () => {
    setState({ status: 'working' });
    unsubscribe(token).then(
      ({ message }) => setState({ status: 'done', message }),
      (error: unknown) => setState({ status: 'failed', message: apiErrorMessage(error, 'We could not unsubscribe you. Please try again.') }),
    );
  };

  return (
    <section className="mx-auto max-w-[560px] px-5 py-16 sm:py-24">
      <p className="eyebrow mb-3">Email preferences</p>
      <h1 className="heading-display text-[40px]">{state.status === 'done' ? 'You are unsubscribed' : 'Unsubscribe from Verdant emails'}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-cream-100 p-6 text-[15px] leading-relaxed text-ink-soft">
        {!token ? (
          <p role="alert">This link is missing its code. Open it again from the email, exactly as it was sent.</p>
        ) : state.status === 'done' ? (
          <p role="status">{state.message}. Order and account emails still reach you.</p>
        ) : (
          <>
            <p>You will no longer receive our campaigns and newsletter. Order and account emails still reach you.</p>
            {state.status === 'failed' ? <p role="alert" className="mt-3 text-danger">{state.message}</p> : null}
            <button type="button" className="btn-primary mt-5" onClick={confirm} disabled={state.status === 'working'}>
              {state.status === 'working' ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </>
        )}
      </div>
      <Link to={paths.storefront.home.getHref()} className="mt-6 inline-block text-sm font-medium text-sage-700 underline-offset-4 hover:underline">
        Back to the shop
      </Link>
    </section>
  );
}
