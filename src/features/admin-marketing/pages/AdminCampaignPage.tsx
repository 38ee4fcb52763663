/**
 * /admin/marketing/email-campaigns/{id}: one campaign's details and figures, its email as it will
 * look, and what its status allows: edit, send now, schedule (a future time in the admin's own
 * time zone), back to draft, delete. Each asks first (ConfirmDialog); the server holds the rules and
 * its refusal is shown as a toast. A time that has passed is answered under the field before any
 * call, with the same sentence the server would give ("Choose a time in the future").
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type CampaignDetail, scheduleTimeProblem } from '../../../contracts/campaigns';
import { DetailList, AdminPageHeader, Panel } from '../../../components/admin/AdminPage';
import { ExportButton } from '../../../components/admin/ExportButton';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { TextField } from '../../../components/form/form-field';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDayTime } from '../../../lib/format';
import { campaignBackToDraft, campaignQuery, deleteCampaign, refreshCampaigns, scheduleCampaign, sendCampaign } from '../api/campaigns';
import { CampaignLoadState } from '../components/CampaignLoadState';
import { CampaignPreview } from '../components/CampaignPreview';
import { audienceLabel, isEditable } from '../components/campaign-words';

type Pending = 'send' | 'schedule' | 'draft' | 'delete' | null;

/** "2026-11-23T14:05" for a datetime-local input, an hour from now, in local time. */
function inAnHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function Figures({ campaign }: { campaign: CampaignDetail }) {
  const f = campaign.figures;
  const items = [
    { label: 'Recipients', value: f.recipients },
    { label: 'Delivered', value: f.delivered },
    { label: 'Failed', value: f.failed },
    { label: 'Waiting', value: f.waiting },
    { label: 'Unsubscribed', value: f.unsubscribed },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-2xl bg-cream-100 px-4 py-3">
          <dt className="truncate text-[11px] font-semibold uppercase tracking-[0.06em] text-ink-muted">{label}</dt>
          <dd className="mt-1 font-serif text-[26px] tabular-nums text-ink">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminCampaignPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const campaign = useQuery(campaignQuery(id));
  const [pending, setPending] = useState<Pending>(null);
  const [scheduledAt, setScheduledAt] = useState(inAnHour);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setScheduleError(null);
  };
  const after = async () => {
    await refreshCampaigns();
    close();
  };
  const send = useAdminAction({ action: () => sendCampaign(id), failure: 'Failed to send campaign', onDone: after });
  const schedule = useAdminAction({ action: (at: string) => scheduleCampaign(id, at), failure: 'Failed to schedule campaign', onDone: after });
  const toDraft = useAdminAction({ action: () => campaignBackToDraft(id), failure: 'Failed to update campaign', onDone: after });
  const remove = useAdminAction({
    action: () => deleteCampaign(id),
    failure: 'Failed to delete campaign',
    onDone: async () => {
      await refreshCampaigns();
      navigate(paths.admin.campaigns.getHref());
    },
  });

  const back = { to: paths.admin.campaigns.getHref(), label: 'Email Campaigns' };
  const c = campaign.data;
  if (!c) return <CampaignLoadState query={campaign} header={<AdminPageHeader title="Campaign" back={back} />} />;

  const editable = isEditable(c);
  const actions = editable ? (
    <>
      <Link to={paths.admin.campaignEdit.getHref(c.id)} className="btn-secondary">
        Edit
      </Link>
      {c.status === 'scheduled' ? <button type="button" className="btn-secondary" onClick={() => setPending('draft')}>Back to draft</button> : null}
      <button type="button" className="btn-secondary" onClick={() => setPending('schedule')}>{c.status === 'scheduled' ? 'Reschedule' : 'Schedule'}</button>
      <button type="button" className="btn-primary" onClick={() => setPending('send')}>Send now</button>
    </>
  ) : null;

  return (
    <>
      <AdminPageHeader eyebrow="Email campaign" title={c.name} description={<StatusBadge status={c.status} kind="Status" />} actions={actions} back={back} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-6">
          <Panel title="Details">
            <DetailList
              items={[
                { term: 'Subject', value: c.subject },
                { term: 'Preheader', value: c.preheader || '—' },
                { term: 'Audience', value: audienceLabel(c) },
                { term: 'Scheduled for', value: c.scheduledAt ? formatDayTime(c.scheduledAt) : '—' },
                { term: 'Sent', value: c.sentAt ? formatDayTime(c.sentAt) : '—' },
                { term: 'Created', value: formatDayTime(c.createdAt) },
              ]}
            />
            {editable ? (
              <button type="button" className="mt-4 text-[13px] font-medium text-danger underline-offset-4 hover:underline" onClick={() => setPending('delete')}>
                Delete this campaign
              </button>
            ) : null}
          </Panel>
          <Panel
            title="Figures"
            action={
              c.figures.recipients > 0 ? (
                <ExportButton
                  path={`/admin/campaigns/${c.id}/recipients/export`}
                  what="recipients"
                  label="Export recipients"
                  failure="Failed to export recipients"
                  fallbackName="campaign-recipients.csv"
                  compact
                />
              ) : null
            }
          >
            <Figures campaign={c} />
          </Panel>
        </div>
        <Panel title="Email">
          <CampaignPreview subject={c.subject} preheader={c.preheader} body={c.body} />
        </Panel>
      </div>

      <ConfirmDialog open={pending === 'send'} title="Send this campaign now?" confirmLabel="Send now" tone="primary" busy={send.isPending} onConfirm={() => send.mutate()} onCancel={close}>
        It goes to {audienceLabel(c).toLowerCase()} straight away, once per address. A sent campaign cannot be changed.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'schedule'}
        title="Schedule this campaign"
        confirmLabel="Schedule"
        tone="primary"
        busy={schedule.isPending}
        onConfirm={() => {
          // datetime-local is the admin's own time: Date reads it so, and the ISO string carries the offset.
          const at = new Date(scheduledAt);
          const problem = scheduleTimeProblem(at);
          setScheduleError(problem);
          if (!problem) schedule.mutate(at.toISOString());
        }}
        onCancel={close}
      >
        <TextField
          label="Send at (your local time)"
          type="datetime-local"
          value={scheduledAt}
          error={scheduleError ?? undefined}
          onChange={(event) => {
            setScheduledAt(event.target.value);
            setScheduleError(null);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog open={pending === 'draft'} title="Back to draft?" confirmLabel="Move to draft" tone="primary" busy={toDraft.isPending} onConfirm={() => toDraft.mutate()} onCancel={close}>
        The campaign will not be sent at {c.scheduledAt ? formatDayTime(c.scheduledAt) : 'its time'}. You can schedule it again later.
      </ConfirmDialog>
      <ConfirmDialog open={pending === 'delete'} title="Delete this campaign?" confirmLabel="Delete" busy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={close}>
        “{c.name}” will be removed. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
