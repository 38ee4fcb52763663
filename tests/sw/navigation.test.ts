import { describe, expect, it } from 'vitest';
import { isAppShellNavigation } from '../../sw/navigation';

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
