/**
 * The small deferred script that asks for the app's scripts (decision 0108): after the first
 * contentful paint on a server-rendered page, at once on the client-rendered shell and in a
 * background tab, exactly once; and the build step that moves the entry script and its preloads
 * onto it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint, startScriptSource } from '../../../scripts/start-after-paint-plugin';

const BUILT_HEAD = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
  </head>`;

function pageWith(rootMarkup: string) {
  document.head.innerHTML = '<script defer src="/assets/start-x.js" data-app-entry="/assets/index-A.js" data-app-preload="/assets/react-B.js /assets/runtime-R.js"></script>';
  document.body.innerHTML = `<div id="root">${rootMarkup}</div>`;
}

const moduleScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** A browser's paint timing: the test says when the first contentful paint is recorded. */
function paintTiming() {
  const observers: Array<{ callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; connected: boolean }> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const record = (name: string) => {
    for (const observer of observers.filter((each) => each.connected)) observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  };
  return { FakePerformanceObserver, record };
}

/** Runs the script exactly as the build writes it, in a window whose paints and frames we control. */
function runStartScript({ paintTimingSupported = true } = {}) {
  const paints = paintTiming();
  const frames: FrameRequestCallback[] = [];
  const win = {
    PerformanceObserver: paintTimingSupported ? paints.FakePerformanceObserver : undefined,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
  };
  new Function('document', 'window', startScriptSource())(document, win);
  return { paint: paints.record, frame: () => frames.splice(0).forEach((callback) => callback(0)) };
}

describe('the start script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the first contentful paint of a server-rendered page, then asks for the entry and its imports', () => {
    pageWith('<main><h1>Natural skincare</h1></main>');
    const page = runStartScript();
    page.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual([]);

    page.paint('first-contentful-paint');
    // Queued behind the paint's own task.
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
    expect(preloads()).toEqual(['/assets/react-B.js', '/assets/runtime-R.js']);
    const [entry] = document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]');
    expect(entry!.getAttribute('crossorigin')).toBe('');
  });

  it('asks only once when the paint and the safety timer both come', () => {
    pageWith('<main>painted</main>');
    const page = runStartScript();
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(2000);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
    expect(preloads()).toHaveLength(2);
  });

  it('starts a page that paints nothing contentful after a second', () => {
    pageWith('<main></main>');
    runStartScript();
    vi.advanceTimersByTime(999);
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
  });

  it('falls back to the frame callback where the browser has no paint timing', () => {
    pageWith('<main>painted</main>');
    const page = runStartScript({ paintTimingSupported: false });
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual([]);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
  });

  it('asks at once in a background tab, which paints nothing until it is shown', () => {
    pageWith('<main>painted</main>');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runStartScript();
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
  });

  it('asks at once on the client-rendered shell, which has nothing to paint first', () => {
    pageWith('');
    runStartScript();
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
  });

  it('does nothing on a page without the start tag', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const page = runStartScript();
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(2000);
    expect(moduleScripts()).toEqual([]);
  });
});

describe('the build step', () => {
  const plugin = startAfterFirstPaint();
  const transform = (html: string) => {
    const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
    return hook.handler(html);
  };

  it('moves the entry script and its preloads onto the deferred start script', () => {
    const html = transform(BUILT_HEAD);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toMatch(
      /<script defer src="\/assets\/start-[\w-]{8}\.js" data-app-entry="\/assets\/index-A\.js" data-app-preload="\/assets\/react-B\.js \/assets\/runtime-R\.js"><\/script>/,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => transform('<head></head>')).toThrow(/no module entry script/);
  });
});
