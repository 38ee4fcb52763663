/**
 * Email campaigns in the back office (docs/product/back-office.md#admin-calls: /admin/campaigns...), and the public
 * unsubscribe call their emails link to. A campaign is a draft, scheduled, sending (while the job
 * works through its recipients) or sent (docs/product/back-office.md#campaigns names draft, scheduled and sent).
 * Instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { adminListAnswer, adminPageQuery } from './admin-lists';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** All active customers, newsletter subscribers, or customers with no paid order in N days. */
export const CAMPAIGN_AUDIENCES = ['all', 'newsletter', 'lapsed'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];
export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'scheduledAt', 'sentAt', 'name'] as const;

export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_PREHEADER_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;
export const INACTIVE_DAYS_MAX = 3650;

/**
 * A one-line text that ends up in a mail header (subject) or beside it: CR or LF would let it
 * inject headers, so it is refused with a message naming the field, never silently stripped.
 */
const oneLine = (label: string, max: number, required: boolean) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !/[\r\n]/.test(text), `${label} must be a single line: line breaks (CR or LF) are not allowed`)
    .refine((text) => !required || text.length > 0, `${label} is required`);

export const campaignContent = z.object({
  subject: oneLine('Subject', CAMPAIGN_SUBJECT_MAX, true),
  preheader: oneLine('Preheader', CAMPAIGN_PREHEADER_MAX, false).default(''),
  body: z
    .string({ message: 'Body is required' })
    .max(CAMPAIGN_BODY_MAX, `Body must be at most ${CAMPAIGN_BODY_MAX} characters`)
    .refine((text) => text.trim().length > 0, 'Body is required'),
});
export type CampaignContent = z.input<typeof campaignContent>;

/** POST and PUT /admin/campaigns(/{id}): a campaign record. Status changes have their own calls. */
export const campaignBody = campaignContent
  .extend({
    name: oneLine('Name', CAMPAIGN_NAME_MAX, true),
    audience: z.enum(CAMPAIGN_AUDIENCES, { message: `audience must be one of ${CAMPAIGN_AUDIENCES.join(', ')}` }),
    inactiveDays: z.coerce
      .number({ message: 'inactiveDays must be a number of days' })
      .int('inactiveDays must be a whole number of days')
      .min(1, 'inactiveDays must be at least 1')
      .max(INACTIVE_DAYS_MAX, `inactiveDays must be at most ${INACTIVE_DAYS_MAX}`)
      .nullish(),
  })
  .refine((body) => body.audience !== 'lapsed' || body.inactiveDays != null, {
    message: 'inactiveDays is required for the audience of customers with no recent order',
    path: ['inactiveDays'],
  })
  .transform((body) => ({ ...body, inactiveDays: body.audience === 'lapsed' ? body.inactiveDays! : null }));
export type CampaignBody = z.input<typeof campaignBody>;

/** What the schedule dialog and the API say about a time that has passed (docs/product/constants-and-texts.md). */
export const SCHEDULE_IN_THE_PAST = 'Choose a time in the future';

/** The schedule rule, for the dialog and the server alike: a campaign is scheduled for a time still to come. */
export function scheduleTimeProblem(scheduledAt: Date, now = new Date()): string | null {
  if (Number.isNaN(scheduledAt.getTime())) return 'Choose a date and time';
  return scheduledAt.getTime() <= now.getTime() ? SCHEDULE_IN_THE_PAST : null;
}

/** POST /admin/campaigns/{id}/schedule (docs/product/back-office.md#admin-calls: campaign schedule payload). */
export const campaignScheduleBody = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'scheduledAt must be an ISO 8601 date and time' }),
});

export const campaignListQuery = adminPageQuery.extend({
  status: z.enum(CAMPAIGN_STATUSES, { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` }).optional(),
  sortBy: z.enum(CAMPAIGN_SORT_FIELDS, { message: `sortBy must be one of ${CAMPAIGN_SORT_FIELDS.join(', ')}` }).default('createdAt'),
});
export type CampaignListQuery = z.input<typeof campaignListQuery>;

/** What happened to one campaign's emails so far. */
export const campaignFigures = z.object({
  recipients: z.number().int(),
  /** Handed to the mail server (or kept in the outbox when there is none). */
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Still waiting to be queued or delivered. */
  waiting: z.number().int(),
  /** Recipients who used this campaign's unsubscribe link. */
  unsubscribed: z.number().int(),
});
export type CampaignFigures = z.infer<typeof campaignFigures>;

export const campaignSummary = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  preheader: z.string(),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  inactiveDays: z.number().int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  recipientCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const campaignDetail = campaignSummary.extend({ body: z.string(), figures: campaignFigures });
export type CampaignDetail = z.infer<typeof campaignDetail>;
export const oneCampaign = z.object({ campaign: campaignDetail });

export const campaignList = adminListAnswer('campaigns', campaignSummary);
export type CampaignList = z.infer<typeof campaignList>;

/** GET /admin/campaigns/stats: over every campaign. */
export const campaignStats = z.object({
  /** Campaigns sent. */
  sent: z.number().int(),
  scheduled: z.number().int(),
  drafts: z.number().int(),
  recipients: z.number().int(),
  deliveries: z.number().int(),
  failures: z.number().int(),
  unsubscribes: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStats>;

/** POST /admin/campaigns/preview: the sanitised HTML a campaign's body becomes. */
export const campaignPreview = z.object({ html: z.string() });

/** The public unsubscribe call: the token from the email's link (query or body). */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(200).optional() });
// nullish: a POST with no body at all (token in the query) is a one-click too.
export const unsubscribeBody = z.object({ token: z.string().min(1).max(200).optional() }).nullish();
export const unsubscribeResult = z.object({ email: z.string() });
/** GET on the List-Unsubscribe URL (a browser opened it): the token is required, the answer is a 303 with no body. */
const MISSING_TOKEN = 'The unsubscribe link is missing its token';
export const unsubscribePageQuery = z.object({
  token: z.string({ error: MISSING_TOKEN }).min(1, MISSING_TOKEN).max(200, 'The unsubscribe token must be at most 200 characters'),
});
export const unsubscribeRedirect = z.null().meta({
  description: 'See Other: the shop page that asks before unsubscribing',
  headers: { Location: { type: 'string', description: '/unsubscribe?token=… with the same token' } },
});
