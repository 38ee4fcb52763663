/**
 * /admin/marketing/newsletter-subscribers: the newsletter's subscribers in a table searched by
 * address, filtered by status (subscribed, unconfirmed, unsubscribed), sorted and paged, each with
 * its welcome code; the list as CSV; and Unsubscribe on a row, behind a confirmation that says
 * what it does (docs/decisions/0261-newsletter-subscribers-screen.md). The list's state lives in
 * the address (useAdminListParams), like every back-office list.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import type { Column } from '../../../components/admin/DataTable';
import { ExportButton, exportParams } from '../../../components/admin/ExportButton';
import { ListSearch } from '../../../components/admin/ListSearch';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { StatusBadge } from '../../../components/StatusBadge';
import { ADMIN_PAGE_SIZE, SORT_ORDERS } from '../../../contracts/admin-lists';
import { type AdminSubscriber, SUBSCRIBER_SORT_FIELDS, SUBSCRIBER_STATUSES } from '../../../contracts/admin-newsletter';
import { countLabel, formatDay } from '../../../lib/format';
import { subscribersQuery, unsubscribeSubscriber } from '../api/subscriber-calls';

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) }));

const LIST_PARAMS = {
  status: { values: SUBSCRIBER_STATUSES },
  sortBy: { values: SUBSCRIBER_SORT_FIELDS, default: 'subscribedAt' },
  sortOrder: { values: SORT_ORDERS, default: 'desc' },
};

function WelcomeCode({ subscriber }: { subscriber: AdminSubscriber }) {
  if (!subscriber.welcomeCode) return <span className="text-ink-muted">None yet</span>;
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono text-[13px] font-semibold tracking-wide text-ink">{subscriber.welcomeCode.code}</span>
      <span className="ml-2 text-xs text-ink-muted">{subscriber.welcomeCode.used ? 'used' : 'not used'}</span>
    </span>
  );
}

export function AdminSubscribersPage() {
  const list = useAdminListParams(LIST_PARAMS);
  const subscribers = useQuery(subscribersQuery({ ...list.query, limit: ADMIN_PAGE_SIZE }));
  const total = subscribers.data?.pagination.total;
  const [leaving, setLeaving] = useState<AdminSubscriber | null>(null);
  const unsubscribe = useAdminAction({
    action: (subscriber: AdminSubscriber) => unsubscribeSubscriber(subscriber.id),
    failure: 'Failed to unsubscribe',
    onDone: () => setLeaving(null),
  });

  const columns: ReadonlyArray<Column<AdminSubscriber>> = [
    {
      key: 'email',
      header: 'Address',
      sortField: 'email',
      className: 'max-w-[220px] sm:max-w-none',
      cell: (subscriber) => (
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{subscriber.email}</p>
          {/* Below 768 px the status column is left out: the status shows under the address instead. */}
          <span className="mt-1.5 inline-flex md:hidden">
            <StatusBadge status={subscriber.status} kind="Status" />
          </span>
        </div>
      ),
    },
    { key: 'status', header: 'Status', priority: 'secondary', cell: (subscriber) => <StatusBadge status={subscriber.status} kind="Status" /> },
    { key: 'code', header: 'Welcome code', priority: 'secondary', cell: (subscriber) => <WelcomeCode subscriber={subscriber} /> },
    {
      key: 'subscribedAt',
      header: 'Signed up',
      sortField: 'subscribedAt',
      priority: 'secondary',
      cell: (subscriber) => <span className="whitespace-nowrap text-ink-soft">{formatDay(subscriber.subscribedAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (subscriber) =>
        subscriber.status === 'unsubscribed' ? (
          <span className="whitespace-nowrap text-xs text-ink-muted">{subscriber.unsubscribedAt ? `Left ${formatDay(subscriber.unsubscribedAt)}` : null}</span>
        ) : (
          <button
            type="button"
            className="keyboard-focus whitespace-nowrap rounded-full px-3 py-1.5 text-[13px] font-medium text-danger hover:bg-danger-soft"
            aria-label={`Unsubscribe ${subscriber.email}`}
            onClick={() => setLeaving(subscriber)}
          >
            Unsubscribe
          </button>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        eyebrow="Marketing"
        title="Newsletter subscribers"
        description={
          total === undefined
            ? 'Everyone who signed up for the newsletter.'
            : `${countLabel(total, 'address', 'addresses')}${list.isFiltered ? ' matching' : ''}`
        }
        actions={
          <ExportButton
            path="/admin/newsletter/subscribers/export"
            params={exportParams(list.query)}
            what="subscribers"
            label="Export subscribers"
            failure="Failed to export subscribers"
            fallbackName="subscribers.csv"
          />
        }
      />
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search by email address" className="sm:flex-1" />
        <FilterSelect label="Status" allLabel="All statuses" value={list.params.status} options={STATUS_OPTIONS} onChange={(value) => list.setParam('status', value)} />
      </ListToolbar>
      <AdminList
        query={subscribers}
        items="subscribers"
        list={list}
        caption="Newsletter subscribers"
        noun="subscribers"
        columns={columns}
        sortable
        noMatch={{ title: 'No subscribers match', body: 'Try another address or status.' }}
        empty={{ title: 'No subscribers yet', body: 'Addresses appear here as soon as someone signs up for the newsletter in the shop.' }}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={`Unsubscribe ${leaving?.email ?? ''}?`}
        confirmLabel="Unsubscribe"
        busy={unsubscribe.isPending}
        onConfirm={() => leaving && unsubscribe.mutate(leaving)}
        onCancel={() => setLeaving(null)}
      >
        They get no more newsletter and no campaign of any kind, as if they had used the link in one of our emails. They can sign up
        again themselves; their welcome code stays theirs.
      </ConfirmDialog>
    </>
  );
}
