/**
 * The sign-in, forgotten-password and new-password forms, once for customers and admins
 * (docs/decisions/0203-sign-in-forms-by-audience.md): each audience hands in its words, calls,
 * session store, paths and frame; the fields, the checks and what success does are the same.
 *
 * - Sign in: success stores the session and goes to `?next=` (when the audience accepts it) or
 *   its home; a refusal shows the server's message, the audience's fallback when it sends none.
 *   A visitor who arrives signed in goes straight on.
 * - Forgotten password: always the same neutral confirmation (the server answers alike for every
 *   email); only a failed call shows an error, 'Failed to send reset email' without a message.
 * - New password (`?token=` from the emailed link): typed twice; success signs in (the answer is
 *   login's). Without a token there is no form; a used or expired link shows the server's
 *   sentence, 'Password reset failed' without one.
 */
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { validateForgot, validateLogin, type ForgotValues, type LoginValues } from '../form/credential-rules';
import { PasswordField, TextField } from '../form/form-field';
import { useForm } from '../form/use-form';
import { NEXT_PARAM } from '../../config/paths';
import { useArrivedSignedIn, useCompleteSignIn, useLinkPasswordForm, useNextPath } from './session-flow';
import type { SignInAudience } from './sign-in-audience';
import { AuthFormSubmit } from './AuthFormSubmit';
import { SignInLink } from './SignInLink';

/** The emailed link's parameter. */
export const RESET_TOKEN_PARAM = 'token';

interface AudienceProps<Session extends { token: string }, Person> {
  audience: SignInAudience<Session, Person>;
}

export function SignInForm<Session extends { token: string }, Person>({ audience }: AudienceProps<Session, Person>) {
  const { Frame, words, calls, session: sessionOf, paths } = audience;
  const next = useNextPath(audience);
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn(audience);
  const arrivedSignedIn = useArrivedSignedIn(audience);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    fallbackMessage: words.signIn.failed,
    onSubmit: async (values) => {
      const session = await calls.signIn({ email: values.email.trim(), password: values.password });
      completeSignIn(session, `Welcome back, ${sessionOf.greetingName(session)}`, next);
    },
  });
  if (arrivedSignedIn) return <Navigate to={next} replace />;

  return (
    <Frame
      screen="sign-in"
      title={words.signIn.title}
      intro={words.signIn.intro}
      footer={<RegisterOffer audience={audience} next={params.get(NEXT_PARAM)} />}
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label={words.signIn.formLabel} className="flex flex-col">
        <TextField label="Email" type="email" autoComplete={audience.emailAutoComplete} inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind('password')} />
        <div className="-mt-1 mb-5 flex justify-end">
          <Link to={paths.forgotPassword} className="keyboard-focus rounded text-[13px] font-medium text-sage-800 underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <AuthFormSubmit form={form} busyLabel="Signing in">
          {words.signIn.submit}
        </AuthFormSubmit>
      </form>
    </Frame>
  );
}

const useOfferedAlways = () => true;

/** The register link under sign-in, when the audience offers it (sign-in-audience.ts useRegisterOffered). */
function RegisterOffer<Session extends { token: string }, Person>({ audience, next }: AudienceProps<Session, Person> & { next: string | null }) {
  const useOffered = audience.useRegisterOffered ?? useOfferedAlways;
  const offered = useOffered();
  if (!offered) return null;
  return (
    <p>
      {audience.words.signIn.registerLead} <SignInLink to={audience.paths.register(next)}>{audience.words.signIn.registerLink}</SignInLink>
    </p>
  );
}

export function ForgotPasswordForm<Session extends { token: string }, Person>({ audience }: AudienceProps<Session, Person>) {
  const { Frame, Notice, words, calls, paths } = audience;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    initialValues: { email: '' },
    validate: validateForgot,
    fallbackMessage: 'Failed to send reset email',
    onSubmit: async ({ email }) => {
      await calls.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
  });
  const footer = (
    <p>
      Remembered it? <SignInLink to={paths.signIn}>{words.forgot.backLink}</SignInLink>
    </p>
  );

  if (sentTo) {
    return (
      <Frame screen="sent" title="Check your inbox" footer={footer}>
        <Notice role="status" tone="done">
          {words.forgot.sent(sentTo)}
        </Notice>
        {words.forgot.differentEmail ? (
          <button
            type="button"
            onClick={() => {
              setSentTo(null);
              form.reset({ email: '' });
            }}
            className="btn-secondary mt-6 w-full"
          >
            {words.forgot.differentEmail}
          </button>
        ) : null}
      </Frame>
    );
  }

  return (
    <Frame screen="forgot" title={words.forgot.title} intro={words.forgot.intro} footer={footer}>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Request a password reset link" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete={audience.emailAutoComplete} inputMode="email" required {...form.bind('email')} />
        <AuthFormSubmit form={form} busyLabel="Sending">
          Send reset link
        </AuthFormSubmit>
      </form>
    </Frame>
  );
}

export function ResetPasswordForm<Session extends { token: string }, Person>({ audience }: AudienceProps<Session, Person>) {
  const { Frame, Notice, words, calls, paths } = audience;
  const [params] = useSearchParams();
  const token = (params.get(RESET_TOKEN_PARAM) ?? '').trim();
  const form = useLinkPasswordForm(audience, {
    token,
    send: calls.resetPassword,
    fallbackMessage: 'Password reset failed',
    greeting: () => 'Your password has been reset',
    to: paths.afterReset,
  });
  const footer = (
    <p>
      Link expired? <SignInLink to={paths.forgotPassword}>Request a new one</SignInLink>
    </p>
  );

  if (!token) {
    return (
      <Frame screen="reset-incomplete" title="This link is incomplete" footer={footer}>
        <Notice role="alert" tone="calm">
          {words.reset.incomplete}
        </Notice>
      </Frame>
    );
  }

  return (
    <Frame screen="reset" title="Choose a new password" intro={words.reset.intro} footer={footer}>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Choose a new password" className="flex flex-col">
        <PasswordField label="New password" autoComplete="new-password" required hint={audience.passwordHint} {...form.bind('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
        <AuthFormSubmit form={form} busyLabel="Saving your new password">
          Set new password
        </AuthFormSubmit>
      </form>
    </Frame>
  );
}
