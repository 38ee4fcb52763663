/**
 * Asks for the app's JavaScript once the browser has laid out the server-rendered first frame
 * (decision 0108). A server-rendered page is readable from its HTML and CSS alone; the app's
 * scripts (about 130 KB on a first visit) only hydrate it. Requested with the page, they share a
 * phone's bandwidth with the stylesheet, the fonts and the hero picture, and the first paint and
 * the largest picture wait for them (Lighthouse, mobile: FCP 2.0 s, LCP 2.6-3.4 s on `/`).
 * Requested after the first frame, they come right behind what the first screen needs.
 *
 * The client-rendered shell (account, checkout, back office, offline navigations) has nothing to
 * paint before its scripts, so it asks for them at once.
 *
 * The build writes this function's own source into a small classic script that index.html loads
 * with `defer` (scripts/start-after-paint-plugin.ts), so it must use nothing from outside its
 * body: no imports, no module-level constants.
 */
export function startAppAfterFirstPaint(doc: Document, win: Window): void {
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
  if (!serverRendered) {
    start();
    return;
  }
  // A frame callback runs just before the frame is painted; the task it queues runs after it.
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  // A page opened in a background tab gets no frames until it is shown: start anyway.
  win.setTimeout(start, 250);
}
