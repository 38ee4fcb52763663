/**
 * The campaign form in what an admin types (the days as text, so an empty box is not a 0) and the
 * API's campaign record, with the checks, which are the contract's own (campaignBody for a save,
 * campaignContent for a test send): the form refuses exactly what the server would, before any
 * call, and the messages read as sentences about the fields on screen.
 */
import { type CampaignAudience, type CampaignBody, type CampaignDetail, campaignBody, campaignContent, INACTIVE_DAYS_MAX } from '../../contracts/campaigns';
import type { FieldErrors } from '../../components/form/use-form';
import { validateWith } from '../../components/form/validate-with';

export interface CampaignFormValues extends Record<string, string> {
  name: string;
  subject: string;
  preheader: string;
  audience: CampaignAudience;
  inactiveDays: string;
  body: string;
}

const DEFAULT_INACTIVE_DAYS = '90';

/** A new campaign starts with an example body, so the preview shows what markdown does. */
export const NEW_CAMPAIGN: CampaignFormValues = {
  name: '',
  subject: '',
  preheader: '',
  audience: 'all',
  inactiveDays: DEFAULT_INACTIVE_DAYS,
  body: `## Something new from Verdant

Our **rosehip and sea buckthorn** serum is back in stock.

[Shop the serum](https://verdant.test/shop)`,
};

export const formValuesOf = (campaign: CampaignDetail): CampaignFormValues => ({
  name: campaign.name,
  subject: campaign.subject,
  preheader: campaign.preheader,
  audience: campaign.audience,
  inactiveDays: campaign.inactiveDays === null ? DEFAULT_INACTIVE_DAYS : String(campaign.inactiveDays),
  body: campaign.body,
});

export const bodyOf = (values: CampaignFormValues): CampaignBody => ({
  name: values.name,
  subject: values.subject,
  preheader: values.preheader,
  body: values.body,
  audience: values.audience,
  inactiveDays: values.audience === 'lapsed' ? Number(values.inactiveDays) : null,
});

export const contentOf = (values: CampaignFormValues) => ({ subject: values.subject, preheader: values.preheader, body: values.body });

const REQUIRED = { subject: 'Subject is required', body: 'Body is required' } as const;
const DAYS_MESSAGE = `Enter a whole number of days from 1 to ${INACTIVE_DAYS_MAX}`;

/** The days box, checked only when the audience uses it; the contract's words name the API field. */
function daysProblem(values: CampaignFormValues): FieldErrors<CampaignFormValues> {
  if (values.audience !== 'lapsed') return {};
  const days = values.inactiveDays.trim();
  const whole = /^\d+$/.test(days) ? Number(days) : Number.NaN;
  return whole >= 1 && whole <= INACTIVE_DAYS_MAX ? {} : { inactiveDays: DAYS_MESSAGE };
}

/**
 * Everything a save needs. The days go through daysProblem only (the contract's own message about
 * them names the API field), so the contract sees a record without them.
 */
export const validateCampaign = validateWith<CampaignFormValues>(campaignBody, {
  toInput: (values) => ({ ...bodyOf(values), audience: values.audience === 'lapsed' ? 'all' : values.audience, inactiveDays: null }),
  required: { name: 'Campaign name is required', ...REQUIRED },
  extra: daysProblem,
});

/** What a test send needs: the content only (no name, no audience). */
export const validateCampaignContent = validateWith<CampaignFormValues>(campaignContent, { toInput: contentOf, required: REQUIRED });
