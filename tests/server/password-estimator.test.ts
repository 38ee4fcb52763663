/**
 * The password strength estimate runs on a thread of its own (docs/decisions/0268): while the
 * slowest estimates the rule allows are worked out, the request thread keeps turning, and a thread
 * that stops fails only the estimates waiting on it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordEstimator } from '../../server/modules/accounts/passwords/password-estimator';
import { passwordProblem } from '../../server/modules/accounts/passwords/password-policy';

/** The estimator's worst case within the 64 characters it reads: repeats, 0.4 s at load 12 on the request thread. */
const SLOW_PASSWORD = 'aB3$'.repeat(32);

let estimator: PasswordEstimator | undefined;
afterEach(async () => {
  await estimator?.close();
  estimator = undefined;
});

function started(userInputsWarning: string, idleMs?: number): PasswordEstimator {
  estimator = new PasswordEstimator({ maxLength: 64, userInputsWarning, ...(idleMs === undefined ? {} : { idleMs }) });
  return estimator;
}

describe('the password estimator', () => {
  it('leaves the request thread free while it works', async () => {
    const estimator = started('personal');
    await estimator.estimate('warm up the thread', []);
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    try {
      // On the request thread, these ran back to back in one go of microtasks: no timer could fire
      // until the last had finished. On their own thread, the interval keeps firing throughout.
      const estimates = await Promise.all(Array.from({ length: 4 }, () => estimator.estimate(SLOW_PASSWORD, ['verdant'])));
      expect(ticks).toBeGreaterThanOrEqual(3);
      for (const estimate of estimates) expect(estimate.score).toBeLessThan(3);
    } finally {
      clearInterval(ticking);
    }
  });

  it('answers what the estimator says: a score, its warning and its advice', async () => {
    const estimator = started('That is your own name.');
    expect(await estimator.estimate('correct-Horse-battery-7-staple', [])).toMatchObject({ score: 4, warning: null });
    const personal = await estimator.estimate('meadowsweet', ['meadowsweet']);
    expect(personal.score).toBe(0);
    expect(personal.warning).toBe('That is your own name.');
    expect(personal.suggestions.length).toBeGreaterThan(0);
  });

  it('fails the estimates waiting on a thread that stops, and starts another for the next', async () => {
    const estimator = started('personal');
    const failed = expect(estimator.estimate(SLOW_PASSWORD, [])).rejects.toThrow('the password estimator was closed');
    await estimator.close();
    await failed;
    expect((await estimator.estimate('qwerty', [])).score).toBe(0);
  });

  it('stops its thread once idle, keeps it while estimates keep coming, and starts it again for the next', async () => {
    const estimator = started('personal', 300);
    await estimator.estimate('qwerty', []);
    expect(estimator.threadRunning).toBe(true);
    // An estimate within the idle time puts the stop off again.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(estimator.threadRunning).toBe(true);
    await estimator.estimate('meadowsweet', []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(estimator.threadRunning).toBe(true);
    await expect.poll(() => estimator.threadRunning, { timeout: 5_000 }).toBe(false);
    expect((await estimator.estimate('correct-Horse-battery-7-staple', [])).score).toBe(4);
    expect(estimator.threadRunning).toBe(true);
  });
});

describe('the password rule, estimated off the request thread', () => {
  it('still refuses an easy password and says why', async () => {
    expect(await passwordProblem('password1', { kind: 'customer' })).toMatch(/common|guess/i);
    expect(await passwordProblem('Lichen-Quartz-Harbour-91', { kind: 'customer' })).toBeNull();
  });
});
