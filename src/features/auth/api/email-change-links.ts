import type { EmailLinkResult } from '../../../contracts/account';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { customerApi } from '../../../lib/api-client';

/** Which emailed link: `confirm` from the new address, `undo` from the notice sent to the old one. */
export type EmailChangeLink = 'confirm' | 'undo';

/**
 * POST /user/account/email/confirm or /undo with the link's token. Either ends every session of
 * the account; the answer is the account's email now and the server's sentence about it.
 */
export async function followEmailChangeLink(link: EmailChangeLink, token: string): Promise<EmailLinkResult & { message: string }> {
  const { data: answer } = await customerApi.post<ApiEnvelope<EmailLinkResult>>(`/user/account/email/${link}`, { token });
  return { ...answer.data, message: answer.message };
}
