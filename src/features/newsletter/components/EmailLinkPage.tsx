/**
 * The page an emailed link lands on (unsubscribe, newsletter confirmation): it asks first and acts
 * on a button, never on arrival, because mail scanners open every link they see (decisions 0130,
 * 0220). One frame and one state machine for both; each page says its words and what "done" shows.
 */
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';

type State<T> = { status: 'asking' } | { status: 'working' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

interface EmailLinkPageProps<T> {
  documentTitle: string;
  eyebrow: string;
  title: string;
  doneTitle: string;
  /** What following the link will do, above the button. */
  intro: ReactNode;
  action: { label: string; working: string };
  /** The call the button makes with the link's token. */
  run(token: string): Promise<T>;
  /** Shown when the call fails without a message of its own. */
  fallback: string;
  done(result: T): ReactNode;
  /** The dark card (the newsletter's colours) or the light one. */
  tone?: 'light' | 'dark';
}

const TONES = {
  light: { card: 'border-sand-200 bg-cream-100 text-ink-soft', button: 'btn-primary', alert: 'text-danger' },
  dark: { card: 'border-sand-200 bg-ink text-cream-100', button: 'btn-light', alert: 'text-blush-200' },
};

export function EmailLinkPage<T>({ documentTitle, eyebrow, title, doneTitle, intro, action, run, fallback, done, tone = 'light' }: EmailLinkPageProps<T>) {
  useDocumentTitle(documentTitle);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [state, setState] = useState<State<T>>({ status: 'asking' });
  const colours = TONES[tone];
  const confirm = () => {
    setState({ status: 'working' });
    run(token).then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => setState({ status: 'failed', message: apiErrorMessage(error, fallback) }),
    );
  };

  return (
    <section className="mx-auto max-w-[560px] px-5 py-16 sm:py-24">
      <p className="eyebrow mb-3">{eyebrow}</p>
      <h1 className="heading-display text-[40px]">{state.status === 'done' ? doneTitle : title}</h1>
      <div className={`mt-6 rounded-3xl border p-6 text-[15px] leading-relaxed ${colours.card}`}>
        {!token ? (
          <p role="alert">This link is missing its code. Open it again from the email, exactly as it was sent.</p>
        ) : state.status === 'done' ? (
          done(state.result)
        ) : (
          <>
            {intro}
            {state.status === 'failed' ? (
              <p role="alert" className={`mt-3 ${colours.alert}`}>
                {state.message}
              </p>
            ) : null}
            <button type="button" className={`${colours.button} mt-5`} onClick={confirm} disabled={state.status === 'working'}>
              {state.status === 'working' ? action.working : action.label}
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
