/**
 * When background work may start (src/lib/when-idle.ts, decision 0287): not before the page has
 * loaded, not while its main thread still runs long tasks, and never later than the cap on a page
 * that is never quiet.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Long Tasks API: `longTask()` tells every observer of one. */
let observers: Array<() => void> = [];
class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}
const longTask = () => observers.forEach((callback) => callback());

let readyState: DocumentReadyState;

async function loadModule() {
  vi.resetModules();
  return import('../../../src/lib/when-idle');
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};

describe('whenStartUpIsOver', () => {
  it('waits for the load, then a quiet window, then an idle moment', async () => {
    const { whenStartUpIsOver, START_UP_QUIET_MS } = await loadModule();
    const task = vi.fn();
    whenStartUpIsOver(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    load();
    await vi.advanceTimersByTimeAsync(START_UP_QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet window again after each long task', async () => {
    const { whenStartUpIsOver, START_UP_QUIET_MS } = await loadModule();
    const task = vi.fn();
    load();
    whenStartUpIsOver(task);
    await vi.advanceTimersByTimeAsync(START_UP_QUIET_MS - 100);
    longTask();
    await vi.advanceTimersByTimeAsync(START_UP_QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('runs anyway on a page that is never quiet, once the wait runs out', async () => {
    const { whenStartUpIsOver, START_UP_MAX_WAIT_MS } = await loadModule();
    const task = vi.fn();
    load();
    whenStartUpIsOver(task);
    const busy = setInterval(longTask, 500);
    await vi.advanceTimersByTimeAsync(START_UP_MAX_WAIT_MS - 100);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
    clearInterval(busy);
  });

  it('runs work asked for after start-up at the next idle moment, without a new quiet window', async () => {
    const { whenStartUpIsOver, START_UP_QUIET_MS } = await loadModule();
    load();
    whenStartUpIsOver(vi.fn());
    await vi.advanceTimersByTimeAsync(START_UP_QUIET_MS + 20);
    const later = vi.fn();
    whenStartUpIsOver(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
