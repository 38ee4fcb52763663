/**
 * Asks for the app's JavaScript once the browser has painted the server-rendered page's first
 * content (decision 0108). A server-rendered page is readable from its HTML and CSS alone; the app's
 * scripts (about 130 KB on a first visit) only hydrate it. Requested with the page, they share a
 * phone's bandwidth with the stylesheet, the fonts and the hero picture, and the first paint and
 * the largest picture wait for them (Lighthouse, mobile: FCP 2.0 s, LCP 2.6-3.4 s on `/`).
 * Requested after that paint, they come right behind what the first screen needs.
 *
 * The client-rendered shell (account, checkout, back office, offline navigations) has nothing to
 * paint before its scripts, so it asks for them at once.
 *
 * The build writes this function's own source into a small classic script that index.html loads
 * with `defer` (scripts/start-after-paint-plugin.ts), so it must use nothing from outside its
 * body: no imports, no module-level constants.
 */
export function startAppAfterFirstPaint(doc: Document, win: Window & typeof globalThis): void {
  const boot = doc.querySelector<HTMLScriptElement>('script[data-app-entry]');
  const entry = boot?.dataset.appEntry;
  if (!boot || !entry) return;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry's static imports, fetched beside it instead of after it has been parsed.
    for (const href of (boot.dataset.appPreload ?? '').split(' ').filter(Boolean)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
  };

  const serverRendered = Boolean(doc.getElementById('root')?.firstElementChild);
  // A page in a background tab (or being prerendered) paints nothing until it is shown.
  if (!serverRendered || doc.visibilityState === 'hidden') {
    start();
    return;
  }
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // The first contentful paint is recorded when the frame is on screen, which is later than
    // its frame callback (by 40-75 ms in Lighthouse's traces of a product page).
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // No paint timing: a frame callback runs just before its frame is painted; the task it queues runs after.
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
  }
  // Never leave the page unhydrated: a page whose first screen has nothing contentful to paint.
  win.setTimeout(start, 1000);
}
