/**
 * /confirm-email?token=… and /undo-email-change?token=… (decision 0030; not in the spec's route
 * list). The two links an email change sends: the new address confirms, the old one undoes. The
 * page follows its link once on arrival (a link is single-use, so never twice, even when React
 * runs effects twice in development), then shows the server's sentence. Both end every session
 * of the account, so a session stored on this device is cleared and the visitor is offered to
 * sign in again (after an undo, to choose a new password first).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SignInLink } from '../../../components/sign-in/SignInLink';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { type EmailChangeLink, followEmailChangeLink } from '../api/email-change-links';
import { AuthNotice, AuthShell, type AuthPanel } from '../components/AuthShell';
import { useAuthStore } from '../stores/auth-store';

/** Someone following an email-change link already has an account: no perks, the brand line alone. */
const BRAND_PANEL: AuthPanel = { kind: 'brand' };

export const EMAIL_LINK_TOKEN_PARAM = 'token';
const LINK_FAILED = 'This link is invalid or has expired.';

type LinkState = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

const WORDS: Record<EmailChangeLink, { eyebrow: string; working: string; done: string; failed: string }> = {
  confirm: {
    eyebrow: 'Your account',
    working: 'Confirming your new email',
    done: 'Your new email is confirmed',
    failed: 'We could not confirm this email',
  },
  undo: {
    eyebrow: 'Account safety',
    working: 'Undoing the email change',
    done: 'The email change is undone',
    failed: 'We could not undo the change',
  },
};

function useFollowedLink(link: EmailChangeLink, token: string): LinkState {
  const [state, setState] = useState<LinkState>({ status: 'working' });
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!token || followed.current === token) return;
    followed.current = token;
    followEmailChangeLink(link, token).then(
      ({ message }) => {
        useAuthStore.getState().logout();
        setState({ status: 'done', message });
      },
      (error: unknown) => setState({ status: 'failed', message: apiErrorMessage(error, LINK_FAILED) }),
    );
  }, [link, token]);
  return state;
}

function EmailChangeLinkPage({ link }: { link: EmailChangeLink }) {
  const [params] = useSearchParams();
  const token = (params.get(EMAIL_LINK_TOKEN_PARAM) ?? '').trim();
  const state = useFollowedLink(link, token);
  const words = WORDS[link];
  const signIn = <SignInLink to={paths.storefront.login.getHref()}>Sign in</SignInLink>;
  const newPassword = <SignInLink to={paths.storefront.forgotPassword.getHref()}>Choose a new password</SignInLink>;

  if (!token) {
    return (
      <AuthShell panel={BRAND_PANEL} eyebrow={words.eyebrow} title="This link is incomplete" footer={<p>{signIn}</p>}>
        <AuthNotice role="alert" tone="calm">
          The link is missing its code. Open it again from the email, exactly as it was sent.
        </AuthNotice>
      </AuthShell>
    );
  }

  if (state.status === 'working') {
    return (
      <AuthShell panel={BRAND_PANEL} eyebrow={words.eyebrow} title={words.working}>
        <div className="flex justify-center py-6" role="status">
          <Spinner label={words.working} />
        </div>
      </AuthShell>
    );
  }

  if (state.status === 'failed') {
    return (
      <AuthShell panel={BRAND_PANEL} eyebrow={words.eyebrow} title={words.failed} footer={<p>{signIn}</p>}>
        <AuthNotice role="alert" tone="calm">
          {state.message}
        </AuthNotice>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      panel={BRAND_PANEL}
      eyebrow={words.eyebrow}
      title={words.done}
      footer={link === 'undo' ? <p>{newPassword} · {signIn}</p> : <p>{signIn} with your new email</p>}
    >
      <AuthNotice role="status" tone="calm">
        {state.message}
      </AuthNotice>
    </AuthShell>
  );
}

export function ConfirmEmailPage() {
  return <EmailChangeLinkPage link="confirm" />;
}

export function UndoEmailChangePage() {
  return <EmailChangeLinkPage link="undo" />;
}
