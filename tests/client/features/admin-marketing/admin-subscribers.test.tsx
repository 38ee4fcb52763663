/**
 * /admin/marketing/newsletter-subscribers: the list with each address's status and welcome code,
 * its search and status filter in the call, and Unsubscribe behind a confirmation: Cancel changes
 * nothing, confirming calls the API once and shows the server's sentence.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSubscriber, type AdminSubscriber } from '../../../../src/contracts/admin-newsletter';
import { adminApi } from '../../../../src/lib/api-client';
import { listAnswer } from '../../support/admin-fixtures';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage, signInAdmin } from '../../support/admin-app';

const PATH = '/admin/marketing/newsletter-subscribers';
const subscriber = (id: string, email: string, status: AdminSubscriber['status'], code: AdminSubscriber['welcomeCode']): AdminSubscriber =>
  following(adminSubscriber, {
    id,
    email,
    status,
    subscribedAt: '2026-11-20T09:00:00.000Z',
    confirmedAt: status === 'unconfirmed' ? null : '2026-11-20T09:05:00.000Z',
    unsubscribedAt: status === 'unsubscribed' ? '2026-11-25T09:00:00.000Z' : null,
    welcomeCode: code,
  });
const fern = subscriber('5b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e51', 'fern@example.com', 'subscribed', { code: 'WELCOME-ABCDEFGH', used: true });
const reed = subscriber('5b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e52', 'reed@example.com', 'unconfirmed', null);
const moss = subscriber('5b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e53', 'moss@example.com', 'unsubscribed', { code: 'WELCOME-JKLMNPQR', used: false });

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', '/admin/newsletter/subscribers', ok(listAnswer('subscribers', [fern, reed, moss])));
});
afterEach(() => api.restore());

const rowOf = (email: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(email))!;

describe('the newsletter subscribers screen', () => {
  it('lists each address with its status and welcome code, and sends the search and filter', async () => {
    await openAdminPage(`${PATH}?status=subscribed&search=fern`, 'Newsletter subscribers');
    await screen.findAllByText('fern@example.com');
    expect(api.callsTo('GET', '/admin/newsletter/subscribers').at(-1)!.params).toMatchObject({ status: 'subscribed', search: 'fern' });
    expect(rowOf('fern@example.com').textContent).toContain('WELCOME-ABCDEFGH');
    expect(rowOf('fern@example.com').textContent).toContain('used');
    expect(rowOf('reed@example.com').textContent).toContain('None yet');
    // Someone already gone has no Unsubscribe, only when they left.
    expect(within(rowOf('moss@example.com')).queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
    expect(rowOf('moss@example.com').textContent).toContain('Left 25 Nov 2026');
    expect(screen.getByRole('button', { name: 'Export subscribers as CSV' })).toBeInTheDocument();
  });

  it('unsubscribes one address only after the confirmation, with the server’s sentence', async () => {
    api.on('PUT', `/admin/newsletter/subscribers/${fern.id}/unsubscribe`, ok({ subscriber: { ...fern, status: 'unsubscribed' } }, 'fern@example.com is unsubscribed'));
    await openAdminPage(PATH, 'Newsletter subscribers');
    await screen.findAllByText('fern@example.com');

    fireEvent.click(within(rowOf('fern@example.com')).getByRole('button', { name: 'Unsubscribe fern@example.com' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Unsubscribe fern@example.com?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PUT', `/admin/newsletter/subscribers/${fern.id}/unsubscribe`)).toHaveLength(0);

    fireEvent.click(within(rowOf('fern@example.com')).getByRole('button', { name: 'Unsubscribe fern@example.com' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Unsubscribe fern@example.com?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('fern@example.com is unsubscribed')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/admin/newsletter/subscribers/${fern.id}/unsubscribe`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
