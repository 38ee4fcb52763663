/**
 * The Staff section and the invitation page (decisions 0225 and 0226), against a mocked API: the
 * list with its "You" marker, inviting (a refusal shown in the form), withdrawing, removing after
 * the dialog; the invitation page's refusal sentence and its accept, which signs the invitee in.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAdminAuthStore } from '../../../../src/features/admin-auth/stores/admin-auth-store';
import { adminApi } from '../../../../src/lib/api-client';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

const grace = { id: 'a1', name: 'Grace Hopper', email: 'grace@verdant.test', addedAt: '2026-11-01T09:00:00Z', lastSignedInAt: '2026-11-26T05:00:00Z', role: 'owner', you: true };
const rowan = { id: '5b0e8a39-7a35-4d2c-9f8e-1f6f5a0c2b11', name: 'Rowan Ash', email: 'rowan@verdant.test', addedAt: '2026-11-10T09:00:00Z', lastSignedInAt: null, role: 'manager', you: false };
const invitation = {
  id: '0c9a4f0e-3f55-4a8f-8a41-6a9f0f0e2d21',
  name: 'Sage Reed',
  email: 'sage@verdant.test',
  role: 'fulfilment',
  invitedBy: 'Grace Hopper',
  invitedAt: '2026-11-26T05:00:00Z',
  expiresAt: '2026-11-29T05:00:00Z',
};

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
});
afterEach(() => api.restore());

describe('/admin/settings/staff', () => {
  let staff: { admins: (typeof grace | typeof rowan)[]; invitations: (typeof invitation)[] };
  beforeEach(() => {
    signInAdmin(api);
    staff = { admins: [grace, rowan], invitations: [invitation] };
    api.on('GET', '/admin/staff', () => ok(staff));
  });

  it('lists the admins, marks you, and offers no Remove on your own row', async () => {
    await open('/admin/settings/staff', 'Staff');
    const admins = await screen.findByRole('table', { name: 'Admins' });
    // The table is there while it loads (aria-busy, placeholder rows): wait for its rows.
    const you = (await within(admins).findByText('Grace Hopper')).closest('tr')!;
    expect(within(you).getByText('You')).toBeInTheDocument();
    expect(within(you).queryByRole('button')).toBeNull();
    expect(within(admins).getByText('Not yet')).toBeInTheDocument();
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByText('sage@verdant.test')).toBeInTheDocument();
  });

  it('removes a colleague only after the dialog, and lists them no more', async () => {
    api.on('DELETE', `/admin/staff/${rowan.id}`, () => {
      staff = { ...staff, admins: [grace] };
      return ok(null, 'Rowan Ash (rowan@verdant.test) is no longer an admin');
    });
    await open('/admin/settings/staff', 'Staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Rowan Ash' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Rowan Ash?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `/admin/staff/${rowan.id}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rowan Ash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText('Rowan Ash (rowan@verdant.test) is no longer an admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Rowan Ash' })).toBeNull());
  });

  it('invites, shows a refusal in the form, and withdraws an invitation', async () => {
    api.on('POST', '/admin/staff/invitations', fail(409, 'This email already belongs to an admin.'));
    await open('/admin/settings/staff', 'Staff');
    const form = screen.getByRole('form', { name: 'Invite an admin' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Rowan Ash' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), { target: { value: 'rowan@verdant.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This email already belongs to an admin.'));

    api.on('POST', '/admin/staff/invitations', { status: 201, data: { success: true, message: 'Invitation sent to fern@verdant.test', data: { invitation: { id: 'x', email: 'fern@verdant.test', expiresAt: '2026-11-29T05:00:00Z' } } } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), { target: { value: 'fern@verdant.test' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Role/ }), { target: { value: 'fulfilment' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to fern@verdant.test')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/staff/invitations')[1]?.body).toEqual({ name: 'Rowan Ash', email: 'fern@verdant.test', role: 'fulfilment' });
    await waitFor(() => expect((within(form).getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(''));

    api.on('DELETE', `/admin/staff/invitations/${invitation.id}`, () => {
      staff = { ...staff, invitations: [] };
      return ok(null, 'Invitation withdrawn');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to sage@verdant.test' }));
    expect(await screen.findByText('Invitation withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No invitations waiting')).toBeInTheDocument();
  });

  it('shows each admin’s role and lets an owner change a colleague’s, not their own (decision 0250)', async () => {
    await open('/admin/settings/staff', 'Staff');
    expect(screen.queryByRole('combobox', { name: 'Role of Grace Hopper' })).toBeNull();
    api.on('PUT', `/admin/staff/${rowan.id}`, () => {
      staff = { ...staff, admins: [grace, { ...rowan, role: 'fulfilment' }] };
      return ok(null, 'Rowan Ash is now Fulfilment');
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Rowan Ash' }), { target: { value: 'fulfilment' } });
    expect(await screen.findByText('Rowan Ash is now Fulfilment')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/admin/staff/${rowan.id}`)[0]?.body).toEqual({ role: 'fulfilment' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Role of Rowan Ash' }) as HTMLSelectElement).value).toBe('fulfilment'));
  });
});

describe('/admin/invitation', () => {
  beforeEach(() => useAdminAuthStore.getState().logout());

  it('shows why a link opens nothing, in the server’s words', async () => {
    api.on('POST', '/admin/invitation/check', fail(400, 'This invitation has expired. Ask an admin to send you a new one.'));
    await open('/admin/invitation?token=an-expired-invitation-token', 'This invitation cannot be used');
    expect(screen.getByRole('alert').textContent).toBe('This invitation has expired. Ask an admin to send you a new one.');
  });

  it('lets the invitee choose a password and signs them in on the dashboard', async () => {
    const sage = { id: 'a3', name: 'Sage Reed', email: 'sage@verdant.test' };
    api.on('POST', '/admin/invitation/check', ok({ invitation: { name: 'Sage Reed', email: 'sage@verdant.test', invitedBy: 'Grace Hopper', expiresAt: invitation.expiresAt } }));
    api.on('POST', '/admin/invitation/accept', { status: 201, data: { success: true, message: 'Welcome', data: { admin: sage, token: validToken(), deviceProof: 'sage-proof' } } });
    api.on('GET', '/admin/profile', ok({ admin: sage }));
    api.on('GET', /\/admin\/.*/, fail(500));
    const router = await open('/admin/invitation?token=a-good-invitation-token', 'Join the back office');
    expect(await screen.findByText(/Grace Hopper invited you, Sage Reed/)).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('sage@verdant.test');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'juniper-lantern-orchard-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'juniper-lantern-orchard-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my admin account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.callsTo('POST', '/admin/invitation/accept')[0]?.body).toEqual({ token: 'a-good-invitation-token', password: 'juniper-lantern-orchard-2026' });
    expect(useAdminAuthStore.getState().admin).toEqual(sage);
    expect(JSON.parse(localStorage.getItem('admin-device-proofs') ?? '{}')).toEqual({ 'sage@verdant.test': 'sage-proof' });
  });
});
