/**
 * /newsletter/confirm?token=… (decision 0220; not in the product's route list): where the
 * newsletter's confirmation email lands. The visitor confirms with a button rather than on arrival,
 * as on the unsubscribe page, so a mail scanner that opens links subscribes nobody. Confirmed, the
 * page shows the 20% code (it is also emailed).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmSubscription } from '../api/confirm-subscription';
import { DiscountCode } from '../components/DiscountCode';

type State =
  | { status: 'asking' }
  | { status: 'working' }
  | { status: 'done'; message: string; code: string }
  | { status: 'failed'; message: string };

export function NewsletterConfirmPage() {
  useDocumentTitle('Confirm your subscription');
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [state, setState] = useState<State>({ status: 'asking' });
  const confirm = () => {
    setState({ status: 'working' });
    confirmSubscription(token).then(
      ({ message, discountCode }) => setState({ status: 'done', message, code: discountCode }),
      (error: unknown) => setState({ status: 'failed', message: apiErrorMessage(error, 'We could not confirm your subscription. Please try again.') }),
    );
  };

  return (
    <section className="mx-auto max-w-[560px] px-5 py-16 sm:py-24">
      <p className="eyebrow mb-3">Newsletter</p>
      <h1 className="heading-display text-[40px]">{state.status === 'done' ? 'You are subscribed' : 'Confirm your subscription'}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-ink p-6 text-[15px] leading-relaxed text-cream-100">
        {!token ? (
          <p role="alert">This link is missing its code. Open it again from the email, exactly as it was sent.</p>
        ) : state.status === 'done' ? (
          <div role="status" className="flex flex-col items-start gap-3">
            <p>{state.message}</p>
            <DiscountCode code={state.code} />
          </div>
        ) : (
          <>
            <p>Confirm that you want our newsletter: product news, skincare notes and offers, and 20% off your first order.</p>
            {state.status === 'failed' ? (
              <p role="alert" className="mt-3 text-blush-200">
                {state.message}
              </p>
            ) : null}
            <button type="button" className="btn-light mt-5" onClick={confirm} disabled={state.status === 'working'}>
              {state.status === 'working' ? 'Confirming…' : 'Confirm my subscription'}
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
