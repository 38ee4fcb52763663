/**
 * The admin sign-in calls (docs/product/back-office.md#admin-calls): login, register (and whether it is open),
 * the invitation's check and accept, forgot-password, reset-password,
 * profile and logout, all on the admin client, whose 401 ends the admin session.
 */
import type { AdminSession } from '../../../contracts/account';
import type { AcceptInvitationBody, FirstAdminStatus, InvitationPreview } from '../../../contracts/staff';
import type { PublicAdmin } from '../../../contracts/auth';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, keepDeviceProof, unwrap, withDeviceProof } from '../../../lib/api-client';

/**
 * POST /admin/login: the admin and a token. A wrong password answers 401, repeated tries 429.
 * Sends and keeps this browser's device proof for the email (lib/api-client.ts).
 */
export async function adminLogin(body: { email: string; password: string }): Promise<AdminSession> {
  return keepDeviceProof('admin', await unwrap(adminApi.post<ApiEnvelope<AdminSession>>('/admin/login', withDeviceProof('admin', body))));
}

/** POST /admin/register (decision 0022): the first admin of a fresh shop, signed in at once. */
export function adminRegister(body: { name: string; email: string; password: string }): Promise<AdminSession> {
  return unwrap(adminApi.post<ApiEnvelope<AdminSession>>('/admin/register', body));
}

/** GET /admin/register: whether the login page may offer "Create the first admin" (no admin yet, not production). */
export async function firstAdminStatus(signal?: AbortSignal): Promise<FirstAdminStatus> {
  return unwrap(adminApi.get<ApiEnvelope<FirstAdminStatus>>('/admin/register', { signal }));
}

/** POST /admin/invitation/check: who the emailed invitation is for; a used, withdrawn or expired one is a 400 saying which. */
export async function checkInvitation(token: string): Promise<InvitationPreview> {
  return (await unwrap(adminApi.post<ApiEnvelope<{ invitation: InvitationPreview }>>('/admin/invitation/check', { token }))).invitation;
}

/** POST /admin/invitation/accept (decision 0225): the invitee's password; creates the admin and signs in, device proof included. */
export async function acceptInvitation(body: AcceptInvitationBody): Promise<AdminSession> {
  return keepDeviceProof('admin', await unwrap(adminApi.post<ApiEnvelope<AdminSession>>('/admin/invitation/accept', body)));
}

/** POST /admin/forgot-password: answers alike whether or not the email has an account. */
export async function adminForgotPassword(email: string): Promise<void> {
  await adminApi.post<ApiEnvelope<null>>('/admin/forgot-password', { email });
}

/** POST /admin/reset-password: a new password from the emailed link; signs in like login, device proof included. */
export async function adminResetPassword(body: { token: string; password: string }): Promise<AdminSession> {
  return keepDeviceProof('admin', await unwrap(adminApi.post<ApiEnvelope<AdminSession>>('/admin/reset-password', body)));
}

/** GET /admin/profile: who the stored token belongs to (an archived admin's token answers 401). */
export async function adminProfile(signal?: AbortSignal): Promise<PublicAdmin> {
  const { admin } = await unwrap(adminApi.get<ApiEnvelope<{ admin: PublicAdmin }>>('/admin/profile', { signal }));
  return admin;
}

/**
 * POST /admin/logout: revokes the admin's tokens; the caller clears the local session whatever the
 * answer. The token is given, not read from the session: the caller clears the session at once, and
 * the client's interceptor would find it gone by the time the request is built (the request went
 * out without a token, and the session lived on for its 12 hours).
 */
export async function adminLogout(token: string): Promise<void> {
  // `{}`: an empty POST may be labelled a form, which the API refuses (see auth/api/logout.ts).
  await adminApi.post<ApiEnvelope<null>>('/admin/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
}
