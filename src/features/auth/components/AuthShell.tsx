/**
 * The frame of the sign-in pages: on phones a single calm card; from 1024 px a botanical panel
 * beside the form. Each page passes its words, its form, and which panel fits it: the reasons to
 * have an account beside sign in and register; the three steps of password recovery, the current
 * one marked, beside the recovery pages (the account's perks mean nothing to someone locked out);
 * the brand line alone beside the email-change links.
 */
import type { ReactNode } from 'react';
import { LeafMark } from '../../../components/brand/Logo';
import type { SignInNoticeProps } from '../../../components/sign-in/sign-in-audience';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthShellProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages, under the form. */
  footer?: ReactNode;
  /** The side panel's content; the account's perks unless a page says otherwise. */
  panel?: AuthPanel;
}

export type AuthPanel = { kind: 'welcome' } | { kind: 'recovery'; step: RecoveryStep } | { kind: 'brand' };
export type RecoveryStep = 1 | 2 | 3;

const PROMISES = ['Faster checkout with saved addresses', 'Follow every order from bag to doorstep', 'Change or cancel before we pack it'];

/** Password recovery as the shopper lives it; the link's hour is the reset token's lifetime on the server. */
export const RECOVERY_STEPS: Record<RecoveryStep, string> = {
  1: 'Tell us the email you shop with',
  2: 'Open the link we send you within the hour',
  3: 'Choose a new password and you are back in',
};

const BRAND_LINE = 'Skincare that nourishes your skin and stays true to nature.';

function PanelWords({ panel }: { panel: AuthPanel }) {
  if (panel.kind === 'recovery') {
    return (
      <div className="relative">
        <p className="font-serif text-[44px] font-medium leading-[1.08] tracking-[-0.01em]">Back to your routine in three steps.</p>
        <ol className="mt-10 flex flex-col gap-4 text-sm" data-testid="recovery-steps">
          {([1, 2, 3] as const).map((step) => {
            const current = step === panel.step;
            const done = step < panel.step;
            return (
              <li key={step} data-current={current || undefined} className={`flex items-center gap-3.5 ${current ? 'text-cream-50' : 'text-sage-200/80'}`}>
                <span
                  className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border text-[13px] font-semibold ${
                    current ? 'border-cream-50 bg-cream-50 text-sage-900' : done ? 'border-sage-300 text-sage-200' : 'border-sage-600 text-sage-300'
                  }`}
                >
                  {step}
                </span>
                <span className={current ? 'font-medium' : undefined}>{RECOVERY_STEPS[step]}</span>
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  return (
    <div className="relative">
      <p className="font-serif text-[44px] font-medium leading-[1.08] tracking-[-0.01em]">{BRAND_LINE}</p>
      {panel.kind === 'welcome' ? (
        <ul className="mt-10 flex flex-col gap-3.5 text-sm text-sage-100/90" data-testid="account-promises">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-3">
              <span className="h-1.5 w-1.5 shrink-0 rounded-full bg-sage-300" />
              {promise}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function AuthShell({ eyebrow, title, intro, children, footer, panel = { kind: 'welcome' } }: AuthShellProps) {
  useDocumentTitle(title);
  return (
    <div className="container-shop py-6 sm:py-10 lg:py-16">
      <div className="mx-auto grid max-w-[1080px] overflow-hidden rounded-[28px] border border-sand-100 bg-cream-50 shadow-soft lg:min-h-[640px] lg:grid-cols-[0.95fr_1.05fr] lg:rounded-[36px]">
        <aside
          aria-hidden="true"
          className="relative hidden flex-col justify-between overflow-hidden bg-sage-900 p-12 text-cream-50 lg:flex [--leaf-vein:#26352A]"
        >
          <div className="pointer-events-none absolute -right-28 -top-24 h-80 w-80 rounded-full bg-sage-600/35 blur-3xl" />
          <div className="pointer-events-none absolute -bottom-36 -left-24 h-96 w-96 rounded-full bg-sage-400/20 blur-3xl" />
          <LeafMark size={420} className="pointer-events-none absolute -bottom-28 -right-32 rotate-12 text-sage-800/45" />
          <p className="relative text-[11px] font-semibold uppercase tracking-[0.26em] text-sage-200">Verdant</p>
          <PanelWords panel={panel} />
        </aside>

        <section className="flex flex-col justify-center px-6 py-10 sm:px-12 sm:py-14 lg:px-16">
          <div className="mx-auto w-full max-w-[420px]">
            <p className="eyebrow mb-3">{eyebrow}</p>
            <h1 className="heading-display text-[40px] sm:text-5xl">{title}</h1>
            {intro ? <div className="mt-3 text-[15px] leading-relaxed text-ink-soft">{intro}</div> : null}
            <div className="mt-8">{children}</div>
            {footer ? <div className="mt-8 border-t border-sand-100 pt-6 text-sm text-ink-soft">{footer}</div> : null}
          </div>
        </section>
      </div>
    </div>
  );
}

const NOTICE_TONES: Record<SignInNoticeProps['tone'], string> = {
  done: 'rounded-3xl border border-sage-200 bg-sage-50 p-6',
  calm: 'rounded-3xl border border-sand-200 bg-cream-100 p-6 text-[15px] leading-relaxed text-ink-soft',
};

/** A boxed message in place of a form (a link sent, a link that cannot work), in the shell's rounder style. */
export function AuthNotice({ role, tone, children }: SignInNoticeProps) {
  return (
    <div role={role} className={NOTICE_TONES[tone]}>
      {children}
    </div>
  );
}
