/**
 * The brute-force allowances (docs/decisions/0020-auth-throttling.md explains the figures). Keys name
 * the account kind, so customer and admin counts never mix; account keys use the email as typed
 * (lower-cased), never whether it exists, so a throttled answer says nothing about the account.
 */
import type { AccountKind } from '../passwords/credentials';
import type { SlowdownRule } from './slowdown';
import { FIFTEEN_MINUTES, ONE_HOUR, type ThrottleRule } from './throttle';

/** Failed sign-ins per account from one client IP: the 10th failure is already answered 429. */
export const ACCOUNT_FAILURES = 10;
/** Failures per client IP across accounts: higher, since offices and phone carriers share an IP. */
export const IP_FAILURES = 20;
/**
 * One account's failures from all addresses together that open no delay: one address using its
 * whole allowance (ACCOUNT_FAILURES) never slows the owner signing in from elsewhere.
 */
export const FREE_ACCOUNT_FAILURES = ACCOUNT_FAILURES;
/** Past those, each failure holds the account's next attempt back 1 s, 2 s, 4 s ... up to 5 minutes. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60 * 1000;
/**
 * Failed sign-ins carrying one device proof (device-proofs.ts), per hour: such attempts skip the
 * account's shared delay, and this keeps a stolen proof slower than the delay (about 12 an hour).
 */
export const DEVICE_FAILURES = 10;
/** Reset emails per address per hour: enough for a lost email or two, too few to spam anyone. */
export const RESET_EMAILS_PER_HOUR = 3;

const window = FIFTEEN_MINUTES;

export const authLimits = {
  /** Per (account, address) and per address: a stranger's guessing refuses only the stranger. */
  signIn: (kind: AccountKind, email: string, ip: string): ThrottleRule[] => [
    { key: `sign-in:${kind}:account-ip:${ip}:${email}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'reset' },
    { key: `sign-in:${kind}:ip:${ip}`, max: IP_FAILURES, windowMs: window, onSuccess: 'uncount' },
  ],
  /** The account from every address: growing delays, never a lockout (slowdown.ts). */
  signInSlowdown: (kind: AccountKind, email: string): SlowdownRule => ({
    key: `sign-in:${kind}:account:${email}`,
    freeFailures: FREE_ACCOUNT_FAILURES,
    firstDelayMs: FIRST_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    forgetAfterMs: ONE_HOUR,
  }),
  /** A browser the account signed in on before (device-proofs.ts): its own allowance instead of the delay. */
  signInFromDevice: (kind: AccountKind, deviceId: string): ThrottleRule => ({
    key: `sign-in:${kind}:device:${deviceId}`,
    max: DEVICE_FAILURES,
    windowMs: ONE_HOUR,
    onSuccess: 'reset',
  }),
  /** Refused sign-ups (taken email, weak password) per IP: also bounds probing which emails exist. */
  register: (kind: AccountKind, ip: string): ThrottleRule[] => [
    { key: `register:${kind}:ip:${ip}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'uncount' },
  ],
  /** Every recovery request counts: it never fails, and each may send an email. */
  forgotPassword: (kind: AccountKind, ip: string): ThrottleRule[] => [
    { key: `forgot:${kind}:ip:${ip}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'keep' },
  ],
  resetEmails: (kind: AccountKind, email: string) => ({
    key: `reset-email:${kind}:${email}`,
    max: RESET_EMAILS_PER_HOUR,
    windowMs: ONE_HOUR,
  }),
  /** Refused reset links per IP. */
  resetPassword: (kind: AccountKind, ip: string): ThrottleRule[] => [
    { key: `reset:${kind}:ip:${ip}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'uncount' },
  ],
  /** Refused email-change links (confirm or undo) per IP. */
  emailLink: (ip: string): ThrottleRule[] => [
    { key: `email-link:ip:${ip}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'uncount' },
  ],
  /**
   * Wrong current passwords on a signed-in account (password or email change, account
   * deletion): a stolen token must not become an oracle for the password.
   */
  passwordCheck: (kind: AccountKind, id: string): ThrottleRule[] => [
    { key: `password-check:${kind}:${id}`, max: ACCOUNT_FAILURES, windowMs: window, onSuccess: 'reset' },
  ],
};
