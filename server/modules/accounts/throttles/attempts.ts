/**
 * What the brute-force guards (throttle.ts, slowdown.ts) count as a failed attempt, and how their
 * refusal reads: one 429 sentence that says how long to wait and nothing about the account.
 */
import { HttpError, tooManyRequests } from '../../../lib/http-errors';

/** The 429 of every brute-force refusal, saying how long to wait (seconds under a minute). */
export function tooManyAttempts(retryInMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryInMs / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return tooManyRequests(`Too many attempts. Please wait ${amount} ${unit}${amount === 1 ? '' : 's'} and try again.`);
}

/** A refusal of the caller's input (wrong password, taken email, bad link): a failed attempt. */
export function isFailedAttempt(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;
}
