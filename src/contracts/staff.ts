/**
 * The Staff section of the back office (docs/decisions/0225-staff-invitations.md and
 * docs/decisions/0226-removing-an-admin.md): the admins, the invitations still open, inviting a
 * colleague by email, and the invitee's side of the emailed link.
 */
import { z } from 'zod';
import { emailField, newPasswordField } from './auth';

/** Outside production, while no admin exists: the login page offers "Create the first admin" (decision 0022). */
export const firstAdminStatus = z.object({ open: z.boolean() });
export type FirstAdminStatus = z.infer<typeof firstAdminStatus>;

export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO date-time the account was created. */
  addedAt: z.string(),
  lastSignedInAt: z.string().nullable(),
  /** The admin asking. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const pendingInvitation = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /admin/staff. */
export const staffOverview = z.object({ admins: z.array(staffMember), invitations: z.array(pendingInvitation) });
export type StaffOverview = z.infer<typeof staffOverview>;

const inviteeName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters');

/** POST /admin/staff/invitations. */
export const inviteAdminBody = z.object({ name: inviteeName, email: emailField });
export type InviteAdminBody = z.input<typeof inviteAdminBody>;

const invitationToken = z.string({ message: 'Invitation token is required' }).min(16, 'This invitation link is invalid').max(200);

/** POST /admin/invitation/check: what the link is for, before a password is chosen. */
export const invitationCheckBody = z.object({ token: invitationToken });
export const invitationPreview = z.object({ name: z.string(), email: z.string(), invitedBy: z.string(), expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /admin/invitation/accept: answers an admin session (account.ts adminSession). */
export const acceptInvitationBody = z.object({ token: invitationToken, password: newPasswordField });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
