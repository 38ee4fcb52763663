/** A colleague's invitation to the back office (docs/decisions/0225-staff-invitations.md). */
import { templated, type TemplatedEmail } from './templated';

export interface AdminInvitationNews {
  /** The inviter's name, on one line: it is in the subject. */
  inviterName: string;
  inviteeName: string;
  /** The role as a sentence reads it, and what it may do: "manager", "runs orders, ...". */
  roleLabel: string;
  roleSummary: string;
  lifetimeHours: number;
  link: string;
}

export function adminInvitationEmail(news: AdminInvitationNews): TemplatedEmail {
  return templated('admin-invitation', `${news.inviterName} invited you to the Verdant back office`, {
    heading: 'You are invited to the Verdant back office',
    preheader: `${news.inviterName} invited you to help run the shop. The link works once, for ${news.lifetimeHours} hours.`,
    paragraphs: [
      `Hello ${news.inviteeName},`,
      `${news.inviterName} invited you to join the Verdant shop's back office as ${news.roleLabel}: ${news.roleSummary}.`,
      `Open the link below to choose your password. It works once, for ${news.lifetimeHours} hours.`,
    ],
    action: { label: 'Accept the invitation', url: news.link },
    closing: ['If you did not expect this, ignore this email: no account is created until the link is used.'],
  });
}
