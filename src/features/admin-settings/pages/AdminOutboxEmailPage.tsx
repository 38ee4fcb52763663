/**
 * /admin/outbox/:id: one email as it was sent. The HTML is shown in a sandboxed frame with no
 * scripts, no same-origin access and no network (CSP in srcdoc), so a message can be read but
 * can never act on the back office; the plain text sits beside it.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailList, AdminPageHeader, Panel } from '../../../components/admin/AdminPage';
import { BlockSkeleton } from '../../../components/Skeletons';
import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/StatusPanels';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDayTime } from '../../../lib/format';
import { outboxEmailQuery } from '../api/outbox-calls';

const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`;

export function AdminOutboxEmailPage() {
  const { id = '' } = useParams();
  const email = useQuery(outboxEmailQuery(id));
  const back = { to: paths.admin.outbox.getHref(), label: 'Outbox' };
  if (!email.data) {
    return (
      <div>
        <AdminPageHeader eyebrow="Outbox" title="Email" back={back} />
        {email.error ? (
          <LoadError message={apiErrorMessage(email.error, 'Failed to fetch email')} onRetry={() => void email.refetch()} />
        ) : (
          <BlockSkeleton className="h-96" />
        )}
      </div>
    );
  }
  const message = email.data;
  return (
    <div>
      <AdminPageHeader eyebrow="Outbox" title={message.subject} back={back} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <Panel title="Message" flush>
          {message.html ? (
            <iframe
              title="Email as sent"
              sandbox=""
              srcDoc={`${FRAME_POLICY}${message.html}`}
              className="h-[560px] w-full border-0 bg-white"
            />
          ) : (
            <pre className="whitespace-pre-wrap break-words px-5 pb-4 font-sans text-sm leading-relaxed text-ink sm:px-6">{message.text}</pre>
          )}
        </Panel>
        <div className="flex flex-col gap-5">
          <Panel title="Details">
            <DetailList
              items={[
                { term: 'To', value: message.to },
                { term: 'Kind', value: message.kind },
                { term: 'Status', value: <StatusBadge status={message.status} kind="Status" /> },
                { term: 'Queued', value: formatDayTime(message.createdAt) },
                { term: 'Sent', value: message.sentAt ? formatDayTime(message.sentAt) : '—' },
              ]}
            />
            {message.error ? <p className="mt-3 text-[13px] text-danger">{message.error}</p> : null}
          </Panel>
          {message.html ? (
            <Panel title="Plain text">
              {/* It scrolls, so it takes focus: a keyboard can scroll it too (axe: scrollable-region-focusable). */}
              <pre tabIndex={0} aria-label="Plain-text part" className="max-h-80 overflow-auto whitespace-pre-wrap break-words font-sans text-[13px] leading-relaxed text-ink-soft">{message.text}</pre>
            </Panel>
          ) : null}
        </div>
      </div>
    </div>
  );
}
