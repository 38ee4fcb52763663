/**
 * /admin/settings/staff (decisions 0225, 0226 and 0250), for owners: who runs the shop. The admins
 * (the signed-in one marked "You") with their roles, the invitations still open, and "Invite an
 * admin" (name, email and role: the colleague gets a single-use link by email, good for 72 hours,
 * and chooses their own password). An owner changes a colleague's role from the list (the
 * colleague is signed out and signs in again under it); an open invitation can be withdrawn; a
 * colleague can be removed after a confirmation, which signs them out everywhere at once. Nobody
 * removes themselves or changes their own role here, so the shop always keeps an owner.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { RESULT_TOAST_MS, useAdminAction } from '../../../components/admin/use-admin-action';
import { FormAlert, SelectControl, SelectField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { MailIcon } from '../../../components/icons/icons';
import { inviteAdminBody, type PendingInvitation, type StaffMember } from '../../../contracts/staff';
import { ROLE_LABELS, ROLE_SUMMARIES, STAFF_ROLES, type StaffRole } from '../../../domain/staff-roles';
import { formatDay, formatDayTime } from '../../../lib/format';
import { changeAdminRole, inviteAdmin, removeAdmin, revokeInvitation, staffKey, staffQuery } from '../api/staff-calls';
import { SettingsPageHeader } from '../components/SettingsPageHeader';

type InviteValues = { name: string; email: string; role: StaffRole };
const validateInvite = validateWith<InviteValues>(inviteAdminBody, { required: { name: 'Name is required', email: 'Email is required' } });
const EMPTY: InviteValues = { name: '', email: '', role: 'manager' };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function AdminStaffPage() {
  const staff = useQuery(staffQuery());
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKey });

  const remove = useAdminAction({
    action: (member: StaffMember) => removeAdmin(member.id),
    failure: 'Failed to remove admin',
    onDone: async () => {
      setRemoving(null);
      await refresh();
    },
  });
  const changeRole = useAdminAction({
    action: ({ member, role }: { member: StaffMember; role: StaffRole }) => changeAdminRole(member.id, { role }),
    failure: 'Failed to change the role',
    onDone: refresh,
  });
  const revoke = useAdminAction({
    action: (invitation: PendingInvitation) => revokeInvitation(invitation.id),
    failure: 'Failed to withdraw invitation',
    onDone: refresh,
  });

  const adminColumns: ReadonlyArray<Column<StaffMember>> = [
    {
      key: 'name',
      header: 'Name',
      cell: (member) => (
        <span className="flex flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink">{member.name}</span>
            {member.you ? <span className="badge-green">You</span> : null}
          </span>
          {/* On a phone the Email column gives its room to the role: the address goes here. */}
          <span className="break-all text-[13px] text-ink-soft md:hidden">{member.email}</span>
        </span>
      ),
    },
    { key: 'email', header: 'Email', priority: 'secondary', cell: (member) => <span className="break-all text-ink-soft">{member.email}</span> },
    {
      key: 'role',
      header: 'Role',
      cell: (member) =>
        member.you ? (
          <span className="whitespace-nowrap text-ink-soft">{ROLE_LABELS[member.role]}</span>
        ) : (
          <SelectControl
            aria-label={`Role of ${member.name}`}
            value={member.role}
            options={ROLE_OPTIONS}
            disabled={changeRole.isPending}
            onChange={(event) => changeRole.mutate({ member, role: event.target.value as StaffRole })}
            className="min-w-[132px]"
          />
        ),
    },
    { key: 'added', header: 'Added', priority: 'secondary', cell: (member) => <span className="whitespace-nowrap tabular-nums text-ink-muted">{formatDay(member.addedAt)}</span> },
    {
      key: 'last',
      header: 'Last signed in',
      priority: 'secondary',
      cell: (member) => (
        <span className="whitespace-nowrap tabular-nums text-ink-muted">{member.lastSignedInAt ? formatDayTime(member.lastSignedInAt) : 'Not yet'}</span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (member) =>
        member.you ? null : (
          <button type="button" onClick={() => setRemoving(member)} className="btn-secondary text-danger hover:border-danger/40" aria-label={`Remove ${member.name}`}>
            Remove
          </button>
        ),
    },
  ];

  const invitationColumns: ReadonlyArray<Column<PendingInvitation>> = [
    {
      key: 'who',
      header: 'Invited',
      cell: (invitation) => (
        <span className="flex flex-col">
          <span className="font-medium text-ink">{invitation.name}</span>
          <span className="break-all text-[13px] text-ink-soft">{invitation.email}</span>
        </span>
      ),
    },
    { key: 'role', header: 'Role', priority: 'secondary', cell: (invitation) => <span className="whitespace-nowrap text-ink-soft">{ROLE_LABELS[invitation.role]}</span> },
    { key: 'by', header: 'Invited by', priority: 'secondary', cell: (invitation) => <span className="text-ink-soft">{invitation.invitedBy}</span> },
    {
      key: 'expires',
      header: 'Expires',
      cell: (invitation) => <span className="whitespace-nowrap tabular-nums text-ink-muted">{formatDayTime(invitation.expiresAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (invitation) => (
        <button
          type="button"
          onClick={() => revoke.mutate(invitation)}
          disabled={revoke.isPending}
          className="btn-secondary"
          aria-label={`Withdraw the invitation to ${invitation.email}`}
        >
          Withdraw
        </button>
      ),
    },
  ];

  return (
    <div>
      <SettingsPageHeader
        title="Staff"
        description="Who can sign in to the back office, and what each may do. Invite a colleague by email with a role; change a role or remove an admin and they are signed out at once."
      />
      <div className="flex flex-col gap-8">
        <InviteForm onSent={refresh} />
        <StaffTable id="staff-admins" title="Admins" columns={adminColumns} rows={staff.data?.admins} staff={staff} empty={{ title: 'No admins' }} skeletonRows={2} />
        <StaffTable
          id="staff-invitations"
          title="Pending invitations"
          columns={invitationColumns}
          rows={staff.data?.invitations}
          staff={staff}
          empty={{ title: 'No invitations waiting', body: 'An invitation shows here until it is accepted, withdrawn or expires.' }}
          skeletonRows={1}
        />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : 'Remove admin?'}
        confirmLabel="Remove admin"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onError: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `${removing.name} (${removing.email}) loses the back office at once: signed out everywhere, and any invitation they sent is withdrawn. Their account is deleted; to bring them back, invite them again.`
          : null}
      </ConfirmDialog>
    </div>
  );
}

interface StaffTableProps<Row extends { id: string }> {
  id: string;
  title: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | undefined;
  staff: UseQueryResult<unknown>;
  empty: { title: string; body?: string };
  skeletonRows: number;
}

/** One of the page's two tables under its heading: both come from the one staff call, so they load, fail and retry together. */
function StaffTable<Row extends { id: string }>({ id, title, columns, rows, staff, empty, skeletonRows }: StaffTableProps<Row>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-serif text-[22px] font-medium leading-tight text-ink">
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={staff.isPending}
        error={staff.error}
        errorFallback="Failed to fetch staff"
        onRetry={() => void staff.refetch()}
        empty={empty}
        skeletonRows={skeletonRows}
      />
    </section>
  );
}

/** A refusal (an email that is already an admin's, say) shows in the form, the server's own sentence. */
function InviteForm({ onSent }: { onSent: () => Promise<void> }) {
  const form = useForm<InviteValues>({
    initialValues: EMPTY,
    validate: validateInvite,
    fallbackMessage: 'Failed to send invitation',
    onSubmit: async (values) => {
      const sent = await inviteAdmin({ name: values.name.trim(), email: values.email.trim(), role: values.role });
      toast.success(sent.message || 'Invitation sent', { duration: RESULT_TOAST_MS });
      form.reset(EMPTY);
      await onSent();
    },
  });
  return (
    <section className="card grid gap-6 p-5 sm:p-7 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-10" aria-labelledby="staff-invite">
      <div>
        <h2 id="staff-invite" className="font-serif text-[22px] font-medium leading-tight text-ink">
          Invite an admin
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          They get a link by email that works once, for 72 hours, and choose their own password.
        </p>
        <dl className="mt-4 flex flex-col gap-2 text-[13px] leading-snug">
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-medium text-ink">{ROLE_LABELS[role]}</dt>
              <dd className="text-ink-muted">{ROLE_SUMMARIES[role]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Invite an admin" className="flex flex-col">
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" required maxLength={60} {...form.bind('name')} />
          <TextField label="Email" type="email" autoComplete="off" inputMode="email" required {...form.bind('email')} />
          <SelectField label="Role" required options={ROLE_OPTIONS} {...form.bind('role')} />
        </div>
        <FormAlert message={form.formError} />
        <div>
          <SubmitButton busy={form.busy} busyLabel="Sending the invitation" className="mt-2">
            <MailIcon size={17} /> Send invitation
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
