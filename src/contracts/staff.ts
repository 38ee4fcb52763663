/**
 * The Staff section of the back office (docs/decisions/0225-staff-invitations.md and
 * docs/decisions/0226-removing-an-admin.md): the admins, the invitations still open, inviting a
 * colleague by email, and the invitee's side of the emailed link.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff-roles';
import { emailField, newPasswordField, personNameField } from './auth';

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
  role: z.enum(STAFF_ROLES),
  /** The admin asking. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const pendingInvitation = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /admin/staff. */
export const staffOverview = z.object({ admins: z.array(staffMember), invitations: z.array(pendingInvitation) });
export type StaffOverview = z.infer<typeof staffOverview>;

const staffRole = z.enum(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}` });

/** POST /admin/staff/invitations: the invitee joins with the role chosen here (decision 0250). */
export const inviteAdminBody = z.object({ name: personNameField('Name'), email: emailField, role: staffRole });
export type InviteAdminBody = z.input<typeof inviteAdminBody>;

/** PUT /admin/staff/:id (owners only). */
export const changeRoleBody = z.object({ role: staffRole });
export type ChangeRoleBody = z.input<typeof changeRoleBody>;
const invitationToken = z.string({ message: 'Invitation token is required' }).min(16, 'This invitation link is invalid').max(200);

/** POST /admin/invitation/check: what the link is for, before a password is chosen. */
export const invitationCheckBody = z.object({ token: invitationToken });
export const invitationPreview = z.object({ name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), invitedBy: z.string(), expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /admin/invitation/accept: answers an admin session (account.ts adminSession). */
export const acceptInvitationBody = z.object({ token: invitationToken, password: newPasswordField });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
