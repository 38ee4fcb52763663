/**
 * The campaign editor, one form for writing a new campaign and editing a saved one: name, subject,
 * preheader, audience, markdown body; beside it the live preview of the sanitised HTML the server
 * will send. "Send a test to me" emails the content as written to the signed-in admin. Saving
 * calls what the page hands in (create or update) and opens the campaign. The server checks every
 * field (single-line subject and preheader) and its messages show under the fields.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_AUDIENCES, type CampaignAudience, type CampaignBody, type CampaignDetail } from '../../../contracts/campaigns';
import { Panel } from '../../../components/admin/AdminPage';
import { type ActionResult, useAdminAction } from '../../../components/admin/use-admin-action';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-field';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { refreshCampaigns, testSendCampaign } from '../api/campaigns';
import { CampaignPreview } from './CampaignPreview';
import { AUDIENCE_LABEL } from './campaign-words';

/** What the form holds: the days stay text while typed, so an empty box is not a 0. */
export interface CampaignFormValues {
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

const bodyOf = (values: CampaignFormValues): CampaignBody => ({
  name: values.name,
  subject: values.subject,
  preheader: values.preheader,
  body: values.body,
  audience: values.audience,
  inactiveDays: values.audience === 'lapsed' ? Number(values.inactiveDays) : null,
});

interface CampaignFormProps {
  initial: CampaignFormValues;
  /** Creates or updates; answers the saved campaign. */
  save: (body: CampaignBody) => Promise<ActionResult<{ campaign: CampaignDetail }>>;
  /** The spec's fallback toast when the save fails without a server message. */
  failure: string;
  submitLabel: string;
  /** A line above the fields, e.g. what saving does to a scheduled campaign. */
  notice?: ReactNode;
}

export function CampaignForm({ initial, save, failure, submitLabel, notice }: CampaignFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const set = (field: keyof CampaignFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const saving = useAdminAction({
    action: save,
    failure,
    onDone: async (data) => {
      await refreshCampaigns();
      navigate(paths.admin.campaign.getHref(data.campaign.id));
    },
  });
  const testSend = useAdminAction({ action: testSendCampaign, failure: 'Failed to send the test email' });
  const errors = { ...fieldErrorsOf(testSend.error), ...fieldErrorsOf(saving.error) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(bodyOf(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Panel title="Content">
        {notice ? <div className="mb-4 rounded-2xl bg-cream-100 px-4 py-3 text-[14px] leading-relaxed text-ink-soft">{notice}</div> : null}
        <div className="flex flex-col gap-1">
          <TextField label="Campaign name" hint="Only the team sees it." value={values.name} onChange={set('name')} error={errors.name} required />
          <TextField label="Subject" value={values.subject} onChange={set('subject')} error={errors.subject} required />
          <TextField label="Preheader" optional hint="Shown after the subject in most inboxes." value={values.preheader} onChange={set('preheader')} error={errors.preheader} />
          <SelectField
            label="Audience"
            value={values.audience}
            onChange={set('audience')}
            options={CAMPAIGN_AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABEL[audience] }))}
            error={errors.audience}
          />
          {values.audience === 'lapsed' ? (
            <TextField label="No paid order in the last (days)" type="number" min={1} inputMode="numeric" value={values.inactiveDays} onChange={set('inactiveDays')} error={errors.inactiveDays} required />
          ) : null}
          <TextAreaField label="Body" hint="Markdown: **bold**, *italic*, ## headings, [links](https://…), lists." rows={12} value={values.body} onChange={set('body')} error={errors.body} required />
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" disabled={testSend.isPending} onClick={() => testSend.mutate({ subject: values.subject, preheader: values.preheader, body: values.body })}>
            {testSend.isPending ? 'Sending…' : 'Send a test to me'}
          </button>
          <button type="submit" className="btn-primary" disabled={saving.isPending}>
            {saving.isPending ? 'Saving…' : submitLabel}
          </button>
        </div>
      </Panel>
      <Panel title="Preview">
        <CampaignPreview subject={values.subject} preheader={values.preheader} body={values.body} />
        <p className="mt-3 text-[13px] text-ink-muted">Every email ends with an unsubscribe link, and carries a one-click unsubscribe header.</p>
      </Panel>
    </form>
  );
}
