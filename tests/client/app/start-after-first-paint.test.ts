/**
 * The small deferred script that asks for the app's scripts (decision 0108): after the first
 * frame on a server-rendered page, at once on the client-rendered shell, exactly once; and the
 * build step that moves the entry script and its preloads onto it.
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

/** Runs the script exactly as the build writes it, with a window whose frames we control. */
function runStartScript(frames: { fire: boolean }) {
  const callbacks: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => callbacks.push(callback),
    setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
  };
  new Function('document', 'window', startScriptSource())(document, win);
  if (frames.fire) for (const callback of callbacks) callback(0);
}

describe('the start script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the first frame of a server-rendered page, then asks for the entry and its imports', () => {
    pageWith('<main><h1>Natural skincare</h1></main>');
    runStartScript({ fire: true });
    // The frame's callback queues the request behind the paint.
    expect(moduleScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
    expect(preloads()).toEqual(['/assets/react-B.js', '/assets/runtime-R.js']);
  });

  it('asks only once when the frame and the fallback timer both come', () => {
    pageWith('<main>painted</main>');
    runStartScript({ fire: true });
    vi.advanceTimersByTime(1000);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
    expect(preloads()).toHaveLength(2);
  });

  it('starts a page in a background tab, which gets no frames, after a short wait', () => {
    pageWith('<main>painted</main>');
    runStartScript({ fire: false });
    vi.advanceTimersByTime(249);
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
  });

  it('asks at once on the client-rendered shell, which has nothing to paint first', () => {
    pageWith('');
    runStartScript({ fire: false });
    expect(moduleScripts()).toEqual(['/assets/index-A.js']);
    const [entry] = document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]');
    expect(entry!.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing on a page without the start tag', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runStartScript({ fire: true });
    vi.advanceTimersByTime(1000);
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
