/**
 * /admin/audit: the audit trail (decision 0224), every admin write newest first: when, who, what
 * in words, the record (a link where it has a page) and the changes as "field: before → after".
 * Filtered by admin, by action and by record; a record's own page links here with its filter
 * ("History"). It sits in the Settings area beside the outbox: a place to look things up, not a
 * daily task, so the sidebar stays as short as it is.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin/AdminList';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { CloseIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { AUDIT_ACTION_CODES, AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditEntry, type AuditListQuery } from '../../../contracts/admin-audit';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin-lists';
import { formatDayTime } from '../../../lib/format';
import { auditQuery } from '../api/audit-calls';
import { changeLines } from '../audit-changes';
import { SettingsPageHeader } from '../components/SettingsPageHeader';

const RECORD_WORDS: Record<string, string> = {
  order: 'Order',
  product: 'Product',
  discount: 'Discount code',
  campaign: 'Campaign',
  subscriber: 'Newsletter subscriber',
  settings: 'Settings',
  customer: 'Customer',
  admin: 'Admin',
  list: 'List export',
};

/** The back-office page of a record, where it has one (a deleted product's link leads to its "not found"). */
function recordHref(record: AuditEntry['record']): string | null {
  switch (record.type) {
    case 'order':
      return paths.admin.order.getHref(record.id);
    case 'product':
      return paths.admin.product.getHref(record.id);
    case 'customer':
      return paths.admin.customer.getHref(record.id);
    case 'campaign':
      return paths.admin.campaign.getHref(record.id);
    case 'discount':
      return paths.admin.discounts.getHref();
    case 'subscriber':
      return paths.admin.subscribers.getHref();
    case 'settings':
      return paths.admin.settings.getHref();
    default:
      return null;
  }
}

const actionInWords = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.changes);
  if (lines.length === 0) return <span className="text-ink-muted">No fields changed</span>;
  return (
    <ul className="space-y-0.5 text-[13px]">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="font-medium text-ink">{line.label}:</span> <span className="text-ink-muted">{line.before}</span>
          <span aria-label="changed to" className="mx-1 text-ink-muted">
            →
          </span>
          <span className="text-ink">{line.after}</span>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  { key: 'at', header: 'When', cell: (entry) => <span className="whitespace-nowrap tabular-nums text-ink-soft">{formatDayTime(entry.at)}</span> },
  {
    key: 'admin',
    header: 'Who',
    cell: (entry) => (
      <div className="min-w-0">
        <p className="font-medium text-ink">{entry.admin.name || entry.admin.email}</p>
        <p className="hidden truncate text-xs text-ink-muted sm:block">{entry.admin.email}</p>
      </div>
    ),
  },
  { key: 'action', header: 'What', cell: (entry) => <span className="text-ink">{actionInWords(entry.action)}</span> },
  {
    key: 'record',
    header: 'Record',
    cell: (entry) => {
      const href = recordHref(entry.record);
      const label = entry.record.label || RECORD_WORDS[entry.record.type] || entry.record.type;
      return (
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">{RECORD_WORDS[entry.record.type] ?? entry.record.type}</p>
          {href ? (
            <Link to={href} className="keyboard-focus rounded font-medium text-sage-700 hover:underline">
              {label}
            </Link>
          ) : (
            <span className="font-medium text-ink">{label}</span>
          )}
        </div>
      );
    },
  },
  { key: 'changes', header: 'Changes', priority: 'secondary', cell: (entry) => <Changes entry={entry} /> },
];

const ACTION_OPTIONS = AUDIT_ACTION_CODES.map((code) => ({ value: code, label: AUDIT_ACTIONS[code] }));
const TYPE_OPTIONS = AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: RECORD_WORDS[type] ?? type }));

export function AdminAuditPage() {
  const list = useAdminListParams({
    adminId: { pattern: /^[0-9a-f-]{36}$/i },
    action: { values: AUDIT_ACTION_CODES },
    recordType: { values: AUDIT_RECORD_TYPES },
    recordId: { pattern: /^[\w.-]{1,100}$/ },
  });
  const { recordType, recordId } = list.params;
  // A record id means nothing without its type: the server refuses it alone, so it is left out.
  const query: AuditListQuery = { ...list.query, ...(recordType ? {} : { recordId: undefined }), limit: ADMIN_PAGE_SIZE };
  const trail = useQuery(auditQuery(query));
  const admins = trail.data?.admins ?? [];
  const oneRecord = recordType && recordId ? trail.data?.entries[0]?.record : undefined;

  return (
    <div>
      <SettingsPageHeader
        title="Audit trail"
        description="Every change an admin made, who made it and when, with the values before and after. Entries cannot be edited or removed."
      />
      {recordType && recordId ? (
        <div className="mb-4 flex flex-wrap items-center gap-2 rounded-2xl bg-sage-50 px-4 py-3 text-[14px] text-ink">
          <span>
            History of {RECORD_WORDS[recordType]?.toLowerCase() ?? recordType} <strong>{oneRecord?.label || recordId}</strong>
          </span>
          <button
            type="button"
            className="keyboard-focus ml-auto inline-flex items-center gap-1 rounded-full px-3 py-1 text-[13px] font-medium text-sage-700 hover:bg-white"
            onClick={() => list.setParams({ recordType: undefined, recordId: undefined })}
          >
            <CloseIcon size={14} /> Show every record
          </button>
        </div>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="Admin"
          value={list.params.adminId}
          allLabel="Every admin"
          options={admins.map((admin) => ({ value: admin.id, label: admin.name || admin.email }))}
          onChange={(value) => list.setParam('adminId', value)}
        />
        <FilterSelect label="Action" value={list.params.action} allLabel="Every action" options={ACTION_OPTIONS} onChange={(value) => list.setParam('action', value)} />
        <FilterSelect
          label="Record"
          value={recordType}
          allLabel="Every record"
          options={TYPE_OPTIONS}
          onChange={(value) => list.setParams({ recordType: value, recordId: undefined })}
        />
      </ListToolbar>
      <AdminList
        query={trail}
        items="entries"
        list={list}
        caption="Audit trail"
        noun="entries"
        columns={COLUMNS}
        noMatch={{ title: 'No entries match', body: 'Try another admin, action or record.' }}
        empty={{ title: 'Nothing recorded yet', body: 'Changes made in the back office will appear here as they happen.' }}
      />
    </div>
  );
}
