/**
 * Calls to the back office for API tests: an admin's request in one line, and the refusal every
 * admin route gives callers who are not a signed-in admin (no token, a customer's token, which is
 * told it is not an admin session).
 */
import { expect } from 'vitest';
import type { App } from '../../../server/app-types';
import { WRONG_SESSION } from '../../../server/plugins/auth';
import { bearer, type RouteCall } from './accounts';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** An admin call to /api/v1`path`, JSON body when given. */
export const asAdmin = (app: App, token: string, method: RouteCall['method'], path: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** No token and a customer's token are each a 401 in the error envelope, and nothing runs. */
export async function expectAdminOnly(app: App, route: RouteCall, customerToken: string): Promise<void> {
  for (const [who, headers] of Object.entries({ anonymous: {}, customer: bearer(customerToken) })) {
    const res = await app.inject({ method: route.method, url: `/api/v1${route.url}`, headers, ...(route.payload ? { payload: route.payload } : {}) });
    expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBe(401);
    expect(res.json()).toMatchObject({ success: false, data: null });
    // A customer is signed in, just not as an admin: the answer says so rather than "expired".
    if (who === 'customer') expect(res.json().message, `${route.method} ${route.url} as a customer`).toBe(WRONG_SESSION.admin);
  }
}
