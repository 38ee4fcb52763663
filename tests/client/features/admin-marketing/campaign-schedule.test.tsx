/**
 * The campaign page's schedule dialog: a time that has passed is answered under the field with
 * "Choose a time in the future" and nothing is sent to the server; a future time is scheduled.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignDetail } from '../../../../src/contracts/campaigns';
import { adminApi } from '../../../../src/lib/api-client';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage, signInAdmin } from '../../support/admin-app';

const ID = '5b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const draft = following(campaignDetail, {
  id: ID,
  name: 'Autumn oils',
  subject: 'Camellia is here',
  preheader: '',
  body: 'Hello.',
  audience: 'all',
  inactiveDays: null,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  recipientCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  figures: { recipients: 0, delivered: 0, failed: 0, waiting: 0, unsubscribed: 0 },
});

/** A datetime-local value `ms` from now, in local time. */
const localTime = (ms: number) => {
  const date = new Date(Date.now() + ms);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', `/admin/campaigns/${ID}`, () => ok({ campaign: draft }));
  api.on('POST', `/admin/campaigns/${ID}/schedule`, (call) =>
    ok({ campaign: { ...draft, status: 'scheduled', scheduledAt: (call.body as { scheduledAt: string }).scheduledAt } }, 'Campaign scheduled'),
  );
});
afterEach(() => api.restore());

async function openDialog() {
  await openAdminPage(`/admin/marketing/email-campaigns/${ID}`, 'Autumn oils');
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  return within(await screen.findByRole('alertdialog', { name: 'Schedule this campaign' }));
}

describe('scheduling a campaign', () => {
  it('says “Choose a time in the future” for a time that has passed, and calls nothing', async () => {
    const dialog = await openDialog();
    const field = dialog.getByLabelText('Send at (your local time)', { exact: false });
    fireEvent.change(field, { target: { value: localTime(-2 * 3_600_000) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', `/admin/campaigns/${ID}/schedule`)).toHaveLength(0);

    // Typing another time clears the message; a future one is scheduled.
    fireEvent.change(field, { target: { value: localTime(2 * 3_600_000) } });
    expect(dialog.queryByText('Choose a time in the future')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', `/admin/campaigns/${ID}/schedule`)).toHaveLength(1));
  });
});
