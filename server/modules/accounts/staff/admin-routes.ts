/**
 * The back office's Staff section (docs/decisions/0225-staff-invitations.md,
 * docs/decisions/0226-removing-an-admin.md, docs/decisions/0250-staff-roles.md): GET /admin/staff,
 * POST /admin/staff/invitations, DELETE /admin/staff/invitations/:id, PUT /admin/staff/:id and
 * DELETE /admin/staff/:id, for owners only (lib/admin-powers.ts). The rules live in staff-service.ts.
 */
import { z } from 'zod';
import { envelope, idParam } from '#contracts/envelope';
import { changeRoleBody, inviteAdminBody, staffOverview } from '#contracts/staff';
import { ROLE_LABELS } from '#domain/staff-roles';
import type { App } from '../../../app-types';
import { TAG } from '../../../lib/openapi';
import { ok } from '../../../lib/reply';
import { adminIdOf } from '../../../plugins/auth';
import { route, routesOf } from '../../../lib/routes';
import { actorOf } from '../../audit';
import { changeAdminRole, inviteAdmin, listStaff, removeAdmin, revokeInvitation } from './staff-service';

const tags = [TAG.adminStaff];
const blank = envelope(z.null());

export async function adminStaffRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'GET', url: '/admin/staff', config: { auth: 'admin' },
      schema: { operationId: 'getAdminStaff', tags, summary: 'The admins (oldest first, the caller marked) and the invitations still open (newest first)', response: { 200: envelope(staffOverview) } },
      handler: async (request) => ok(await listStaff(app.db, adminIdOf(request)), 'Staff fetched'),
    }),
    route({ method: 'POST', url: '/admin/staff/invitations', config: { auth: 'admin', errors: [409] },
      schema: {
        operationId: 'inviteAdmin',
        tags,
        summary: 'Email a colleague a single-use link to join with a role, valid 72 hours',
        description:
          'The invitee chooses their own password through the link (POST /admin/invitation/accept) and joins with the role ' +
          'chosen here. Inviting an email again withdraws the earlier link; an email that already belongs to an admin is refused (409).',
        body: inviteAdminBody,
        response: { 201: envelope(z.object({ invitation: z.object({ id: z.string(), email: z.string(), expiresAt: z.string() }) })) },
      },
      handler: async (request, reply) => {
        const invitation = await inviteAdmin({ store: app.store, publicUrl: app.config.publicUrl }, actorOf(request), request.body);
        return reply.code(201).send(ok({ invitation }, `Invitation sent to ${invitation.email}`));
      },
    }),
    route({ method: 'DELETE', url: '/admin/staff/invitations/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'revokeAdminInvitation', tags, summary: 'Withdraw an open invitation: its link opens nothing from now on', params: idParam, response: { 200: blank } },
      handler: async (request) => {
        await revokeInvitation({ store: app.store }, actorOf(request), request.params.id);
        return ok(null, 'Invitation withdrawn');
      },
    }),
    route({ method: 'PUT', url: '/admin/staff/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'changeAdminRole',
        tags,
        summary: 'Give an admin another role: their tokens stop working, and their next sign-in carries the new role',
        description: 'The last owner keeps the role (409). Choosing the role an admin already has changes nothing.',
        params: idParam,
        body: changeRoleBody,
        response: { 200: blank },
      },
      handler: async (request) => {
        const admin = await changeAdminRole({ store: app.store }, actorOf(request), request.params.id, request.body.role);
        const role = ROLE_LABELS[admin.role];
        return ok(null, admin.changed ? `${admin.name} is now ${role}` : `${admin.name} is already ${role}`);
      },
    }),
    route({ method: 'DELETE', url: '/admin/staff/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'removeAdmin',
        tags,
        summary: 'Remove a colleague: their account is deleted and their tokens stop working at once',
        description:
          'Never yourself and never the last admin (409); two admins removing each other at once leave one. The removed ' +
          'admin’s open invitations are withdrawn with them.',
        params: idParam,
        response: { 200: blank },
      },
      handler: async (request) => {
        const gone = await removeAdmin({ store: app.store }, actorOf(request), request.params.id);
        return ok(null, `${gone.name} (${gone.email}) is no longer an admin`);
      },
    }),
  ]);
}
