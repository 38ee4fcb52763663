/**
 * The service worker handover (src/lib/pwa.ts): the page goes quiet before the waiting worker is
 * asked to take over, reloads when it does, reloads anyway when it does not (Chromium can park a
 * waiting worker), and the reloaded page finishes the handover without asking the shopper again,
 * a bounded number of times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorkbox extends EventTarget {
  static latest: FakeWorkbox;
  constructor() {
    super();
    FakeWorkbox.latest = this;
  }
  register = vi.fn(async () => registration);
}

let registration: { waiting: { postMessage: ReturnType<typeof vi.fn> } | null };
const container = new EventTarget();
const reload = vi.fn();

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
vi.mock('../../../src/config/env', () => ({ env: { isProduction: true, isDevelopment: false, mode: 'production', apiBaseUrl: '/api/v1' } }));

async function loadPwa() {
  vi.resetModules();
  return import('../../../src/lib/pwa');
}

/** Lets pending promises settle without moving the clock. */
async function flush() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  registration = { waiting: { postMessage: vi.fn() } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(container, { getRegistration: async () => registration, controller: {} }),
  });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  reload.mockClear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

async function acceptUpdate(quiet: () => Promise<void>) {
  const { registerServiceWorker, UPDATE_ACCEPTED_KEY, HANDOVER_TIMEOUT_MS } = await loadPwa();
  let apply: (() => void) | undefined;
  await registerServiceWorker({ onUpdateReady: (applyUpdate) => (apply = applyUpdate), quiet });
  FakeWorkbox.latest.dispatchEvent(new Event('waiting'));
  expect(apply).toBeTypeOf('function');
  apply!();
  await flush();
  expect(registration.waiting!.postMessage).toHaveBeenCalled();
  return { UPDATE_ACCEPTED_KEY, HANDOVER_TIMEOUT_MS };
}

describe('handing the page over to a new service worker', () => {
  it('goes quiet first, then asks the waiting worker to skip waiting, and reloads once it controls the page', async () => {
    const order: string[] = [];
    registration.waiting!.postMessage.mockImplementation(() => order.push('skip waiting'));
    await acceptUpdate(async () => {
      await Promise.resolve();
      order.push('quiet');
    });
    expect(order).toEqual(['quiet', 'skip waiting']);
    expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker does not take control in time, remembering the shopper said yes', async () => {
    const { UPDATE_ACCEPTED_KEY, HANDOVER_TIMEOUT_MS } = await acceptUpdate(async () => undefined);
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(UPDATE_ACCEPTED_KEY)).toBe('1');
  });

  it('finishes an accepted handover after the reload without offering the update again', async () => {
    const { registerServiceWorker, UPDATE_ACCEPTED_KEY, isHandingOverUpdate } = await loadPwa();
    sessionStorage.setItem(UPDATE_ACCEPTED_KEY, '1');
    const onUpdateReady = vi.fn();
    const quiet = vi.fn(async () => undefined);
    await registerServiceWorker({ onUpdateReady, quiet });
    FakeWorkbox.latest.dispatchEvent(new Event('waiting'));

    expect(isHandingOverUpdate()).toBe(true);
    await flush();
    expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(quiet).toHaveBeenCalled();
    expect(onUpdateReady).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATE_ACCEPTED_KEY)).toBe('2');
  });

  it('forgets the accepted update once the new worker is in charge', async () => {
    const { registerServiceWorker, UPDATE_ACCEPTED_KEY, isHandingOverUpdate } = await loadPwa();
    sessionStorage.setItem(UPDATE_ACCEPTED_KEY, '1');
    registration.waiting = null;
    await registerServiceWorker({ onUpdateReady: vi.fn() });
    expect(isHandingOverUpdate()).toBe(false);
    expect(sessionStorage.getItem(UPDATE_ACCEPTED_KEY)).toBeNull();
  });

  it('gives up after two reloads and offers the update again instead of reloading for ever', async () => {
    const { registerServiceWorker, UPDATE_ACCEPTED_KEY } = await loadPwa();
    sessionStorage.setItem(UPDATE_ACCEPTED_KEY, '3');
    const onUpdateReady = vi.fn();
    await registerServiceWorker({ onUpdateReady });
    FakeWorkbox.latest.dispatchEvent(new Event('waiting'));
    await flush();
    expect(registration.waiting!.postMessage).not.toHaveBeenCalled();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(UPDATE_ACCEPTED_KEY)).toBeNull();
  });
});
