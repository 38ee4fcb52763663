/**
 * /admin/campaigns: the list, stats, one campaign, create, edit, delete, send now, schedule, back
 * to draft, and the editor's preview and test send. Sending itself is the sender job's.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  campaignBody,
  campaignContent,
  campaignList,
  campaignListQuery,
  campaignPreview,
  campaignScheduleBody,
  campaignStats,
  oneCampaign,
} from '#contracts/campaigns';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { admins } from '../../db/schema';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { adminIdOf } from '../../plugins/auth';
import { actorOf } from '../audit';
import { auditedCampaignWrite } from './campaign-audit';
import { queueEmail } from '../email';
import { campaignDetail, campaignStats as statsOf, createCampaign, deleteCampaign, listCampaigns, updateCampaign } from './campaign-records';
import { EXPORT_NOTE, sendListExport } from '../exports';
import { campaignToExport, exportRecipients } from './recipient-export';
import { campaignEmailParts, campaignHtml, renderCampaignEmail } from './render';
import { campaignBackToDraft, scheduleCampaign, sendCampaignNow } from './status-changes';
import { route, routesOf } from '../../lib/routes';

export async function adminCampaignRoutes(app: App): Promise<void> {
  const tags = [TAG.adminCampaigns];
  const campaignAnswer = { 200: envelope(oneCampaign) };
  const answer = async (id: string, message: string) => ok({ campaign: await campaignDetail(app.db, id) }, message);

  routesOf(app, [
    route({ method: 'GET', url: '/admin/campaigns', config: { auth: 'admin' },
      schema: { operationId: 'listAdminCampaigns', tags, summary: 'Campaigns, searched by name or subject, filtered by status, sorted and paged', querystring: campaignListQuery, response: { 200: envelope(campaignList) } },
      handler: async (request) => ok(await listCampaigns(app.db, request.query), 'Campaigns fetched'),
    }),
    route({ method: 'GET', url: '/admin/campaigns/stats', config: { auth: 'admin' },
      schema: { operationId: 'getAdminCampaignStats', tags, summary: 'Campaigns sent, scheduled and drafted; recipients, deliveries, failures and unsubscribes over all campaigns', response: { 200: envelope(campaignStats) } },
      handler: async () => ok(await statsOf(app.db), 'Campaign stats fetched'),
    }),
    route({ method: 'GET', url: '/admin/campaigns/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminCampaign', tags, summary: 'One campaign with its body and delivery figures', params: idParam, response: campaignAnswer },
      handler: async (request) => answer(request.params.id, 'Campaign fetched'),
    }),
    route({ method: 'GET', url: '/admin/campaigns/:id/recipients/export', config: { auth: 'admin', errors: [404, 429] },
      schema: { operationId: 'exportAdminCampaignRecipients', tags, summary: 'A campaign’s recipients as a CSV file, by email, with what became of each one’s email', description: EXPORT_NOTE, params: idParam },
      handler: async (request, reply) => {
        const campaign = await campaignToExport(app.db, request.params.id);
        return sendListExport(app.db, request, reply, {
          name: 'campaign-recipients',
          record: { type: 'campaign', id: campaign.id, label: campaign.name },
          query: { list: 'recipients' },
          rows: () => exportRecipients(app.db, campaign.id),
        });
      },
    }),
    route({ method: 'POST', url: '/admin/campaigns', config: { auth: 'admin' },
      schema: {
        operationId: 'createAdminCampaign',
        tags,
        summary: 'Save a new campaign as a draft',
        description: 'Subject, preheader and name are single lines: CR or LF answers 400.',
        body: campaignBody,
        response: { 201: envelope(oneCampaign) },
      },
      handler: async (request, reply) => {
        const id = await auditedCampaignWrite(app.store, actorOf(request), 'campaign.create', null, (tx) => createCampaign(tx, request.body));
        return reply.code(201).send(await answer(id, 'Campaign saved as a draft'));
      },
    }),
    route({ method: 'PUT', url: '/admin/campaigns/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'updateAdminCampaign', tags, summary: 'Edit a draft or scheduled campaign', description: 'A campaign that is sending or sent answers 409.', params: idParam, body: campaignBody, response: campaignAnswer },
      handler: async (request) => {
        await auditedCampaignWrite(app.store, actorOf(request), 'campaign.update', request.params.id, (tx) => updateCampaign(tx, request.params.id, request.body));
        return answer(request.params.id, 'Campaign updated');
      },
    }),
    route({ method: 'DELETE', url: '/admin/campaigns/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'deleteAdminCampaign', tags, summary: 'Delete a draft or scheduled campaign (a sent one stays, with its figures)', params: idParam, response: { 200: envelope(z.object({ id: z.string() })) } },
      handler: async (request) => {
        await auditedCampaignWrite(app.store, actorOf(request), 'campaign.delete', request.params.id, (tx) => deleteCampaign(tx, request.params.id));
        return ok({ id: request.params.id }, 'Campaign deleted');
      },
    }),
    route({ method: 'POST', url: '/admin/campaigns/:id/send', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'sendAdminCampaign', tags, summary: 'Send a draft or scheduled campaign now', description: 'The sender job starts at once; the campaign shows sending, then sent.', params: idParam, response: campaignAnswer },
      handler: async (request) => {
        await auditedCampaignWrite(app.store, actorOf(request), 'campaign.send', request.params.id, (tx) => sendCampaignNow(tx, request.params.id));
        return answer(request.params.id, 'Campaign is being sent');
      },
    }),
    route({ method: 'POST', url: '/admin/campaigns/:id/schedule', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'scheduleAdminCampaign', tags, summary: 'Schedule a draft (or move a scheduled campaign) to a time in the future', params: idParam, body: campaignScheduleBody, response: campaignAnswer },
      handler: async (request) => {
        await auditedCampaignWrite(app.store, actorOf(request), 'campaign.schedule', request.params.id, (tx) =>
          scheduleCampaign(tx, request.params.id, new Date(request.body.scheduledAt)),
        );
        return answer(request.params.id, 'Campaign scheduled');
      },
    }),
    route({ method: 'PUT', url: '/admin/campaigns/:id/draft', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'unscheduleAdminCampaign', tags, summary: 'Take a scheduled campaign back to draft', params: idParam, response: campaignAnswer },
      handler: async (request) => {
        await auditedCampaignWrite(app.store, actorOf(request), 'campaign.unschedule', request.params.id, (tx) => campaignBackToDraft(tx, request.params.id));
        return answer(request.params.id, 'Campaign moved back to draft');
      },
    }),
    route({ method: 'POST', url: '/admin/campaigns/preview', config: { auth: 'admin' },
      schema: { operationId: 'previewAdminCampaign', tags, summary: 'The sanitised HTML a campaign body becomes in the email', body: campaignContent.pick({ body: true }), response: { 200: envelope(campaignPreview) } },
      handler: async (request) => ok({ html: campaignHtml(request.body.body) }, 'Preview rendered'),
    }),
    route({ method: 'POST', url: '/admin/campaigns/test-send', config: { auth: 'admin' },
      schema: {
        operationId: 'testSendAdminCampaign',
        tags,
        summary: 'Email the campaign as written to the signed-in admin only',
        description: 'The test email has no unsubscribe link (it belongs to no recipient) and changes no campaign.',
        body: campaignContent,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
      handler: async (request) => {
        const [admin] = await app.db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminIdOf(request)));
        const to = admin!.email;
        const parts = campaignEmailParts(request.body);
        await app.store.write((tx) =>
          queueEmail(tx, { to, subject: `[Test] ${parts.subject}`, kind: 'campaign-test', ...renderCampaignEmail(parts, undefined) }),
        );
        return ok({ email: to }, `A test email has been sent to ${to}`);
      },
    }),
  ]);
}
