/**
 * Discount codes can be guessed through checkout: validate answers anyone, create-order any new
 * account. So codes answered "is not valid" (no such code, or not for this buyer, or not started:
 * what a guess gets) are counted per client address (the one TRUST_PROXY lets through), in the
 * accounts module's brute-force counters: in Redis when the shop has one, so the count is the
 * shop's across processes (decision 0214, RELIABILITY T9). A bag without a code is not counted,
 * and neither is an accepted code (it is taken back out) nor any other refusal: a code that
 * exists but has run out, or a product out of stock, is not a guess.
 *
 * Every call with a code is counted while it runs, so parallel guesses cannot all slip past the
 * allowance; more than CODE_GUESSES such calls in flight from one address at once are answered 429
 * for the excess, and those refusals are not kept (the burst leaves nothing behind).
 */
import { FIFTEEN_MINUTES, type Throttle, type ThrottleRule } from '../accounts';
import { UnknownDiscountCode } from '../discounts';

/** Unknown codes per address per 15 minutes: a few typos, never a dictionary (the 10th is answered 429). */
export const CODE_GUESSES = 10;

const rules = (ip: string): ThrottleRule[] => [{ key: `discount-code:ip:${ip}`, max: CODE_GUESSES, windowMs: FIFTEEN_MINUTES, onSuccess: 'uncount' }];

/** Runs a checkout call that may judge a code, counting it against the address when it does. */
export function checkingCode<T>(throttle: Throttle, ip: string, discountCode: string | null | undefined, work: () => Promise<T>): Promise<T> {
  if (!discountCode) return work();
  return throttle.run(rules(ip), work, { isFailure: (error) => error instanceof UnknownDiscountCode, forgetRefused: true });
}
