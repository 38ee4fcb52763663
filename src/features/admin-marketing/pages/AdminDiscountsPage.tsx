/**
 * /admin/marketing/discounts: the stats, then the codes (searched, filtered by state, sorted and
 * paged, their badges in the spec's colours: active green, scheduled yellow, expired red), with
 * create and edit in a panel above the table and delete behind a confirmation that says whether
 * the code will be erased or archived (decision 0120). The shop's own codes are listed unless the
 * switch above the table asks for the newsletter's welcome codes (`?kind=welcome`, decision 0260).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import { AdminPageHeader, Panel } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { AdminList } from '../../../components/admin/AdminList';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { ExportButton, exportParams } from '../../../components/admin/ExportButton';
import { ListSearch } from '../../../components/admin/ListSearch';
import { RESULT_TOAST_MS, useAdminAction } from '../../../components/admin/use-admin-action';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { PlusIcon } from '../../../components/icons/icons';
import { SegmentedControl } from '../../../components/admin/SegmentedControl';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  type AdminDiscount,
  type AdminDiscountListQuery,
  DISCOUNT_KINDS,
  DISCOUNT_SORT_FIELDS,
  DISCOUNT_STATES,
  type DiscountKind,
} from '../../../contracts/admin-discounts';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin-lists';
import { describeDiscount, formatDay, formatPaid } from '../../../lib/format';
import { createDiscount, deleteDiscount, discountsQuery, updateDiscount } from '../api/discount-calls';
import { DiscountForm } from '../components/DiscountForm';
import { DiscountStatsCards } from '../components/DiscountStatsCards';

const STATE_OPTIONS = DISCOUNT_STATES.map((state) => ({ value: state, label: state[0]!.toUpperCase() + state.slice(1) }));
const KIND_OPTIONS: ReadonlyArray<{ value: DiscountKind; label: string }> = [
  { value: 'shop', label: 'Shop codes' },
  { value: 'welcome', label: 'Newsletter welcome codes' },
];

function dates(discount: AdminDiscount): string {
  if (!discount.startsAt && !discount.endsAt) return 'Always';
  if (!discount.endsAt) return `From ${formatDay(discount.startsAt!)}`;
  if (!discount.startsAt) return `Until ${formatDay(discount.endsAt)}`;
  return `${formatDay(discount.startsAt)} – ${formatDay(discount.endsAt)}`;
}

function conditions(discount: AdminDiscount): string {
  const parts = [];
  if (discount.minSubtotal) parts.push(`over ${formatPaid(discount.minSubtotal)}`);
  if (discount.firstOrderOnly) parts.push('first order');
  if (discount.usageLimitPerCustomer) parts.push(`${discount.usageLimitPerCustomer} per customer`);
  if (discount.restrictedToEmail) parts.push(`for ${discount.restrictedToEmail}`);
  return parts.join(' · ');
}

type Editing = { mode: 'create' } | { mode: 'edit'; discount: AdminDiscount } | null;

export function AdminDiscountsPage() {
  const list = useAdminListParams({
    kind: { values: DISCOUNT_KINDS, default: 'shop' },
    status: { values: DISCOUNT_STATES },
    sortBy: { values: DISCOUNT_SORT_FIELDS, default: 'createdAt' },
    sortOrder: { values: ['asc', 'desc'], default: 'desc' },
  });
  const kind = list.params.kind ?? 'shop';
  const discounts = useQuery(discountsQuery({ ...list.query, kind, limit: ADMIN_PAGE_SIZE } as AdminDiscountListQuery));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminDiscount | null>(null);
  const remove = useAdminAction({
    action: (discount: AdminDiscount) => deleteDiscount(discount.id),
    failure: 'Failed to delete discount',
    onDone: () => setDeleting(null),
  });

  const save = async (record: Parameters<typeof createDiscount>[0]) => {
    const result = editing?.mode === 'edit' ? await updateDiscount(editing.discount.id, record) : await createDiscount(record);
    setEditing(null);
    toast.success(result.message, { duration: RESULT_TOAST_MS });
  };

  const columns: ReadonlyArray<Column<AdminDiscount>> = [
    {
      key: 'code',
      header: 'Code',
      sortField: 'code',
      cell: (discount) => (
        <div className="min-w-0">
          <p className="font-mono text-[13.5px] font-semibold tracking-wide text-ink">{discount.code}</p>
          {discount.description ? <p className="mt-0.5 hidden max-w-[260px] truncate text-xs text-ink-muted sm:block">{discount.description}</p> : null}
          {/* Below 768 px the status column is left out: the status shows under the code instead. */}
          <span className="mt-1.5 inline-flex md:hidden">
            <StatusBadge status={discount.state} kind="Status" />
          </span>
        </div>
      ),
    },
    {
      key: 'offer',
      header: 'Offer',
      priority: 'secondary',
      cell: (discount) => (
        <div>
          <p className="text-ink">{describeDiscount(discount)}</p>
          {conditions(discount) ? <p className="mt-0.5 text-xs text-ink-muted">{conditions(discount)}</p> : null}
        </div>
      ),
    },
    {
      key: 'uses',
      header: 'Uses',
      sortField: 'usageCount',
      align: 'right',
      priority: 'secondary',
      cell: (discount) => (
        <span className="tabular-nums">
          {discount.usageCount}
          {discount.usageLimit !== null ? <span className="text-ink-muted"> / {discount.usageLimit}</span> : null}
        </span>
      ),
    },
    { key: 'dates', header: 'Dates', sortField: 'endsAt', priority: 'secondary', cell: (discount) => <span className="whitespace-nowrap text-ink-soft">{dates(discount)}</span> },
    { key: 'state', header: 'Status', priority: 'secondary', cell: (discount) => <StatusBadge status={discount.state} kind="Status" /> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (discount) => (
        <div className="flex justify-end gap-1">
          <button type="button" className="keyboard-focus rounded-full px-3 py-1.5 text-[13px] font-medium text-sage-700 hover:bg-sage-50" onClick={() => setEditing({ mode: 'edit', discount })}>
            Edit<span className="sr-only"> {discount.code}</span>
          </button>
          <button type="button" className="keyboard-focus rounded-full px-3 py-1.5 text-[13px] font-medium text-danger hover:bg-danger-soft" onClick={() => setDeleting(discount)}>
            Delete<span className="sr-only"> {discount.code}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <AdminPageHeader
        eyebrow="Marketing"
        title="Discounts"
        description="Codes customers type at checkout: percentage, fixed amount or free shipping."
        actions={
          <>
            <ExportButton
              path="/admin/discounts/export"
              params={exportParams({ ...list.query, kind })}
              what={kind === 'welcome' ? 'welcome codes' : 'discount codes'}
              failure="Failed to export discounts"
              fallbackName="discounts.csv"
            />
            <button type="button" className="btn-primary" onClick={() => setEditing({ mode: 'create' })}>
              <PlusIcon size={17} /> New code
            </button>
          </>
        }
      />
      <DiscountStatsCards />

      {editing ? (
        <Panel title={editing.mode === 'edit' ? `Edit ${editing.discount.code}` : 'New discount code'} className="mb-6">
          <DiscountForm
            key={editing.mode === 'edit' ? editing.discount.id : 'new'}
            discount={editing.mode === 'edit' ? editing.discount : undefined}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}

      <div className="mb-4 max-w-full overflow-x-auto">
        <SegmentedControl label="Which codes" value={kind} options={KIND_OPTIONS} onChange={(value) => list.setParam('kind', value)} />
      </div>
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search codes or emails" />
        <FilterSelect label="Status" value={list.params.status} allLabel="All statuses" options={STATE_OPTIONS} onChange={(value) => list.setParam('status', value)} />
      </ListToolbar>

      <AdminList
        query={discounts}
        items="discounts"
        list={list}
        caption={kind === 'welcome' ? 'Newsletter welcome codes' : 'Discount codes'}
        noun="codes"
        columns={columns}
        sortable
        noMatch={{ title: 'No codes match', body: 'Try another search or status.' }}
        empty={
          kind === 'welcome'
            ? { title: 'No welcome codes yet', body: 'Each subscriber who confirms the newsletter gets a personal code, listed here.' }
            : { title: 'No discount codes yet', body: 'Create one for a sale, a partner or a newsletter.' }
        }
      />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        confirmLabel="Delete code"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        If no order ever used this code it is deleted for good. If orders used it, it is archived instead: hidden and no
        longer usable, but kept for those orders and the stats.
      </ConfirmDialog>
    </div>
  );
}
