import { describe, expect, it } from 'vitest';
import { isAppShellNavigation, networkOrFallback } from '../../sw/navigation';

describe('service worker navigation fallback', () => {
  it.each(['/', '/shop', '/products/42', '/addressess', '/admin/marketing/email-campaigns/create', '/apiary'])(
    'answers %s with the app shell',
    (path) => expect(isAppShellNavigation(path)).toBe(true),
  );

  it.each(['/api', '/api/v1/general/products', '/media/products/1-640.webp', '/robots.txt', '/sw.js', '/manifest.webmanifest'])(
    'passes %s through to the network',
    (path) => expect(isAppShellNavigation(path)).toBe(false),
  );
});

describe('service worker navigations: the server first, the shell when it cannot answer', () => {
  const page = (body: string, status = 200) => new Response(body, { status });
  const shell = () => Promise.resolve(page('shell'));

  it("answers with the server's page, whatever its status", async () => {
    expect(await (await networkOrFallback(() => Promise.resolve(page('home')), shell, 1000)).text()).toBe('home');
    const missing = await networkOrFallback(() => Promise.resolve(page('not found', 404)), shell, 1000);
    expect([missing.status, await missing.text()]).toEqual([404, 'not found']);
  });

  it('answers with the shell when the network fails (offline)', async () => {
    const answer = await networkOrFallback(() => Promise.reject(new TypeError('Failed to fetch')), shell, 1000);
    expect(await answer.text()).toBe('shell');
  });

  it('answers with the shell when the server is slower than the timeout', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(page('late')), 200));
    const answer = await networkOrFallback(slow, shell, 20);
    expect(await answer.text()).toBe('shell');
  });
});
