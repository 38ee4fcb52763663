/**
 * The line checkout writes wait in (server/lib/admission.ts): never more at once than its places,
 * first come first served, a full line and a long wait refused, and a place given back once.
 */
import { describe, expect, it } from 'vitest';
import { Admission, AdmissionRefused } from '../../server/lib/admission';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Admission', () => {
  it('lets in as many as it has places and the next ones in the order they came', async () => {
    const line = new Admission(2, 10_000);
    const first = await line.enter();
    const second = await line.enter();
    const admitted: string[] = [];
    const third = line.enter().then((leave) => (admitted.push('third'), leave));
    const fourth = line.enter().then((leave) => (admitted.push('fourth'), leave));
    await settle();
    expect(line.stats).toEqual({ running: 2, waiting: 2 });
    expect(admitted).toEqual([]);
    first();
    await settle();
    expect(admitted).toEqual(['third']);
    expect(line.stats).toEqual({ running: 2, waiting: 1 });
    second();
    (await third)();
    (await fourth)();
    expect(admitted).toEqual(['third', 'fourth']);
    expect(line.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a place back once, however often it is left', async () => {
    const line = new Admission(1, 10_000);
    const leave = await line.enter();
    const waiting = line.enter();
    leave();
    leave();
    const next = await waiting;
    expect(line.stats).toEqual({ running: 1, waiting: 0 });
    next();
    expect(line.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when as many wait as it allows', async () => {
    const line = new Admission(1, 10_000, 1);
    const leave = await line.enter();
    const waiting = line.enter();
    await expect(line.enter()).rejects.toEqual(new AdmissionRefused('full'));
    leave();
    (await waiting)();
  });

  it('refuses a request that waited too long, and lets the one behind it move up', async () => {
    const line = new Admission(1, 50);
    const leave = await line.enter();
    const started = Date.now();
    await expect(line.enter()).rejects.toEqual(new AdmissionRefused('waited too long'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(line.stats).toEqual({ running: 1, waiting: 0 });
    leave();
    (await line.enter())();
  });

  it('does not let a newcomer past someone already waiting', async () => {
    const line = new Admission(1, 10_000);
    const leave = await line.enter();
    const order: string[] = [];
    const waiting = line.enter().then((l) => (order.push('waiting'), l));
    leave();
    // The place just freed went to the one waiting; the newcomer waits behind it.
    const newcomer = line.enter().then((l) => (order.push('newcomer'), l));
    (await waiting)();
    (await newcomer)();
    expect(order).toEqual(['waiting', 'newcomer']);
  });
});
