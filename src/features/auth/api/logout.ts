import { customerApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/**
 * POST /user/logout: the server revokes every token of the account (docs/decisions/0021), so a
 * copied token stops working too. The caller clears the local session whatever the answer: a
 * person who asked to log out is logged out on this device even offline. The token is given, not
 * read from the session when the request is built, so clearing the session first can never send
 * the call without it (the admin's Log Out did, and its session lived on).
 */
export async function logout(token: string): Promise<void> {
  // `{}` rather than no body: axios outside the browser labels an empty POST as a form, which
  // the API refuses (415). The route reads no body.
  await customerApi.post<ApiEnvelope<null>>('/user/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
}
