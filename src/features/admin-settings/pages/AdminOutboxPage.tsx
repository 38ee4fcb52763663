/**
 * /admin/outbox (decision 0123): every email the shop queued, sent or failed to send, newest first;
 * without SMTP this is where the shop's mail is read. Each row opens the email.
 */
import { useQuery } from '@tanstack/react-query';
import { AdminList } from '../../../components/admin/AdminList';
import type { Column } from '../../../components/admin/DataTable';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import type { OutboxEmail } from '../../../contracts/emails';
import { formatDayTime } from '../../../lib/format';
import { outboxQuery } from '../api/outbox-calls';
import { SettingsPageHeader } from '../components/SettingsPageHeader';

const COLUMNS: ReadonlyArray<Column<OutboxEmail>> = [
  {
    key: 'subject',
    header: 'Subject',
    cell: (email) => (
      <a href={paths.admin.outboxEmail.getHref(email.id)} className="keyboard-focus rounded font-medium text-ink hover:underline">
        {email.subject}
      </a>
    ),
  },
  { key: 'to', header: 'To', cell: (email) => <span className="text-ink-soft">{email.to}</span> },
  { key: 'kind', header: 'Kind', cell: (email) => <span className="text-ink-muted">{email.kind}</span>, priority: 'secondary' },
  { key: 'status', header: 'Status', cell: (email) => <StatusBadge status={email.status} kind="Status" /> },
  { key: 'created', header: 'Queued', cell: (email) => <span className="whitespace-nowrap tabular-nums text-ink-muted">{formatDayTime(email.createdAt)}</span>, align: 'right', priority: 'secondary' },
];

export function AdminOutboxPage() {
  const list = useAdminListParams({});
  const outbox = useQuery(outboxQuery(list.page));
  return (
    <div>
      <SettingsPageHeader
        title="Outbox"
        description="Every email the shop has sent or queued, newest first. Without an SMTP server, this is where they are kept."
      />
      <AdminList
        query={outbox}
        items="emails"
        list={list}
        columns={COLUMNS}
        rowHref={(email) => paths.admin.outboxEmail.getHref(email.id)}
        empty={{ title: 'No emails yet', body: 'Order confirmations, password resets and contact messages will appear here.' }}
      />
    </div>
  );
}
