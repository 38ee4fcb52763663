/**
 * /admin/marketing/email-campaigns/create: the editor. The email's body is markdown; beside it the
 * live preview shows the sanitised HTML the server will send. "Send a test to me" emails the
 * content as written to the signed-in admin; "Save draft" stores it and opens the campaign, where
 * it is scheduled or sent. The server checks every field (single-line subject and preheader) and
 * its messages show under the fields.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_AUDIENCES, type CampaignAudience, type CampaignBody } from '../../../contracts/campaigns';
import { Panel, PageHeader } from '../../../components/admin/AdminPage';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-field';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { createCampaign, refreshCampaigns, testSendCampaign } from '../api/campaigns';
import { CampaignPreview } from '../components/CampaignPreview';
import { AUDIENCE_LABEL } from '../components/campaign-words';

const STARTER = `## Something new from Verdant

Our **rosehip and sea buckthorn** serum is back in stock.

[Shop the serum](https://verdant.test/shop)`;

export function AdminCampaignCreatePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ name: '', subject: '', preheader: '', audience: 'all' as CampaignAudience, inactiveDays: '90', body: STARTER });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const body = (): CampaignBody => ({
    name: draft.name,
    subject: draft.subject,
    preheader: draft.preheader,
    body: draft.body,
    audience: draft.audience,
    inactiveDays: draft.audience === 'lapsed' ? Number(draft.inactiveDays) : null,
  });

  const save = useAdminAction({
    action: createCampaign,
    failure: 'Failed to create campaign',
    onDone: async (data) => {
      await refreshCampaigns();
      navigate(paths.admin.campaign.getHref(data.campaign.id));
    },
  });
  const testSend = useAdminAction({ action: testSendCampaign, failure: 'Failed to send the test email' });
  const errors = { ...fieldErrorsOf(testSend.error), ...fieldErrorsOf(save.error) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(body());
  };

  return (
    <>
      <PageHeader eyebrow="Marketing" title="New campaign" description="Write a campaign, then send it, schedule it or keep it as a draft." back={{ to: paths.admin.campaigns.getHref(), label: 'Email Campaigns' }} />
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Panel title="Content">
          <div className="flex flex-col gap-1">
            <TextField label="Campaign name" hint="Only the team sees it." value={draft.name} onChange={set('name')} error={errors.name} required />
            <TextField label="Subject" value={draft.subject} onChange={set('subject')} error={errors.subject} required />
            <TextField label="Preheader" optional hint="Shown after the subject in most inboxes." value={draft.preheader} onChange={set('preheader')} error={errors.preheader} />
            <SelectField
              label="Audience"
              value={draft.audience}
              onChange={set('audience')}
              options={CAMPAIGN_AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABEL[audience] }))}
              error={errors.audience}
            />
            {draft.audience === 'lapsed' ? (
              <TextField label="No paid order in the last (days)" type="number" min={1} inputMode="numeric" value={draft.inactiveDays} onChange={set('inactiveDays')} error={errors.inactiveDays} required />
            ) : null}
            <TextAreaField label="Body" hint="Markdown: **bold**, *italic*, ## headings, [links](https://…), lists." rows={12} value={draft.body} onChange={set('body')} error={errors.body} required />
          </div>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" disabled={testSend.isPending} onClick={() => testSend.mutate({ subject: draft.subject, preheader: draft.preheader, body: draft.body })}>
              {testSend.isPending ? 'Sending…' : 'Send a test to me'}
            </button>
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save draft'}
            </button>
          </div>
        </Panel>
        <Panel title="Preview">
          <CampaignPreview subject={draft.subject} preheader={draft.preheader} body={draft.body} />
          <p className="mt-3 text-[13px] text-ink-muted">Every email ends with an unsubscribe link, and carries a one-click unsubscribe header.</p>
        </Panel>
      </form>
    </>
  );
}
