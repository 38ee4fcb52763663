import { describe, expect, it } from 'vitest';
import { isAccountPath, isAdminPath, paths, safeNextPath } from '../../../src/config/paths';
import { parseClientEnv } from '../../../src/config/env';
import { isTokenExpired, staffRoleOf, tokenExpiry } from '../../../src/lib/jwt';
import { fakeJwt } from '../helpers';

describe('jwt', () => {
  it('reads an admin token’s staff role, and nothing else as one', () => {
    expect(staffRoleOf(fakeJwt({ srole: 'fulfilment' }))).toBe('fulfilment');
    expect(staffRoleOf(fakeJwt({ srole: 'janitor' }))).toBeNull();
    expect(staffRoleOf(fakeJwt({ sub: 'x' }))).toBeNull();
    expect(staffRoleOf('not-a-token')).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
  });

  const now = Date.UTC(2030, 0, 1);
  const nowS = now / 1000;

  it('reads exp in seconds and compares it with now', () => {
    expect(tokenExpiry(fakeJwt({ exp: nowS + 10 }))).toBe(nowS + 10);
    expect(isTokenExpired(fakeJwt({ exp: nowS + 10 }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp: nowS }), now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: nowS - 1 }), now)).toBe(true);
  });

  it('treats undecodable tokens and tokens without exp as over', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: 'x' }), now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: 'soon' }), now)).toBe(true);
  });
});

describe('paths', () => {
  it('keeps the spec’s spelling of /addressess and builds links', () => {
    expect(paths.account.addresses.path).toBe('/addressess');
    expect(paths.storefront.product.getHref('a b')).toBe('/products/a%20b');
    expect(paths.admin.campaign.getHref('7')).toBe('/admin/marketing/email-campaigns/7');
    expect(paths.admin.campaignEdit.getHref('7')).toBe('/admin/marketing/email-campaigns/7/edit');
    expect(paths.storefront.login.getHref('/orders?tab=2')).toBe('/login?next=%2Forders%3Ftab%3D2');
  });

  it('classifies areas', () => {
    expect(isAccountPath('/orders/42')).toBe(true);
    expect(isAccountPath('/addressess')).toBe(true);
    expect(isAccountPath('/shop')).toBe(false);
    expect(isAdminPath('/admin/orders')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });

  it('only follows same-origin next paths', () => {
    expect(safeNextPath('/orders', '/overview')).toBe('/orders');
    expect(safeNextPath('//evil.example', '/overview')).toBe('/overview');
    expect(safeNextPath('https://evil.example', '/overview')).toBe('/overview');
    expect(safeNextPath('/\\evil.example', '/overview')).toBe('/overview');
    expect(safeNextPath(null, '/overview')).toBe('/overview');
  });
});

describe('client env', () => {
  it('defaults the API base to /api/v1 and rejects nonsense', () => {
    expect(parseClientEnv({ PROD: true, DEV: false, MODE: 'production' })).toEqual({
      apiBaseUrl: '/api/v1',
      mode: 'production',
      isProduction: true,
      isDevelopment: false,
    });
    expect(parseClientEnv({ VITE_API_BASE_URL: 'https://api.example/api/v1/' }).apiBaseUrl).toBe('https://api.example/api/v1');
    expect(() => parseClientEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL/);
  });
});
