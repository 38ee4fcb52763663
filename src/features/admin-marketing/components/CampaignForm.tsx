/**
 * The campaign editor, one form for writing a new campaign and editing a saved one: name, subject,
 * preheader, audience, markdown body; beside it the live preview of the sanitised HTML the server
 * will send. "Send a test to me" emails the content as written to the signed-in admin. Saving
 * calls what the page hands in (create or update) and opens the campaign.
 *
 * Like the product and discount forms, it checks the contract's rules before any call (a save
 * checks the whole record, a test send its content: campaign-form-values.ts), shows each message
 * under its field and clears it as soon as that field is typed in; a refusal the server still
 * gives goes under its field too, and its sentence into the toast.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_AUDIENCES, type CampaignBody, type CampaignDetail } from '../../../contracts/campaigns';
import { Panel } from '../../../components/admin/AdminPage';
import { type ActionResult, useAdminAction } from '../../../components/admin/use-admin-action';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { refreshCampaigns, testSendCampaign } from '../api/campaigns';
import { bodyOf, type CampaignFormValues, contentOf, validateCampaign, validateCampaignContent } from '../campaign-form-values';
import { CampaignPreview } from './CampaignPreview';
import { AUDIENCE_LABEL } from './campaign-words';

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
  const saving = useAdminAction({
    action: save,
    failure,
    onDone: async (data) => {
      await refreshCampaigns();
      navigate(paths.admin.campaign.getHref(data.campaign.id));
    },
  });
  const testSend = useAdminAction({ action: testSendCampaign, failure: 'Failed to send the test email' });
  const form = useForm<CampaignFormValues>({
    initialValues: initial,
    validate: validateCampaign,
    fallbackMessage: failure,
    onSubmit: async (values) => {
      await saving.mutateAsync(bodyOf(values));
    },
  });
  const { values } = form;

  const sendTest = async () => {
    const found = validateCampaignContent(values);
    if (Object.keys(found).length > 0) return form.showErrors(found);
    try {
      await testSend.mutateAsync(contentOf(values));
    } catch (error) {
      // The toast has the sentence; a field the server names gets it too.
      const named = Object.entries(fieldErrorsOf(error)).filter(([field]) => field in values);
      if (named.length > 0) form.showErrors(Object.fromEntries(named));
    }
  };

  return (
    <form ref={form.formRef} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Panel title="Content">
        {notice ? <div className="mb-4 rounded-2xl bg-cream-100 px-4 py-3 text-[14px] leading-relaxed text-ink-soft">{notice}</div> : null}
        <div className="flex flex-col gap-1">
          <TextField label="Campaign name" hint="Only the team sees it." required {...form.bind('name')} />
          <TextField label="Subject" required {...form.bind('subject')} />
          <TextField label="Preheader" optional hint="Shown after the subject in most inboxes." {...form.bind('preheader')} />
          <SelectField
            label="Audience"
            {...form.bind('audience')}
            options={CAMPAIGN_AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABEL[audience] }))}
          />
          {values.audience === 'lapsed' ? (
            <TextField label="No paid order in the last (days)" type="number" min={1} inputMode="numeric" required {...form.bind('inactiveDays')} />
          ) : null}
          <TextAreaField label="Body" hint="Markdown: **bold**, *italic*, ## headings, [links](https://…), lists." rows={12} required {...form.bind('body')} />
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" disabled={testSend.isPending} onClick={() => void sendTest()}>
            {testSend.isPending ? 'Sending…' : 'Send a test to me'}
          </button>
          <button type="submit" className="btn-primary" disabled={form.busy}>
            {form.busy ? 'Saving…' : submitLabel}
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
