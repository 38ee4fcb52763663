/**
 * The campaign editor on its two pages: /create posts a new draft; /{id}/edit loads the saved
 * campaign, saves with PUT and opens it, shows the server's field errors, and refuses a sent
 * campaign with a sentence instead of a form. Edit is offered on the details page and the list
 * only while the campaign can still change. The page's schedule dialog answers a time that has
 * passed with "Choose a time in the future" and calls nothing.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignDetail, type CampaignDetail } from '../../../../src/contracts/campaigns';
import { adminApi } from '../../../../src/lib/api-client';
import { listAnswer } from '../../support/admin-fixtures';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const spring = following(campaignDetail, {
  id: ID,
  name: 'Spring serum',
  subject: 'Rosehip is back',
  preheader: 'This week only',
  body: 'Hello from **Verdant**.',
  audience: 'lapsed',
  inactiveDays: 120,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  recipientCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  figures: { recipients: 0, delivered: 0, failed: 0, waiting: 0, unsubscribed: 0 },
});
const sent = following(campaignDetail, { ...spring, status: 'sent', sentAt: '2026-11-21T10:00:00.000Z', recipientCount: 42 });

let api: ApiMock;
/** What the mocked server holds, so a read after the save answers the save. */
let stored: CampaignDetail;
beforeEach(() => {
  stored = spring;
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', `/admin/campaigns/${ID}`, () => ok({ campaign: stored }));
  api.on('POST', '/admin/campaigns/preview', (call) => ok({ html: `<p>${String((call.body as { body: string }).body)}</p>` }));
});
afterEach(() => api.restore());

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('/admin/marketing/email-campaigns/{id}/edit', () => {
  it('loads the saved campaign into the editor, with its preview', async () => {
    await open(`/admin/marketing/email-campaigns/${ID}/edit`, 'Edit Spring serum');
    expect(field('Campaign name').value).toBe('Spring serum');
    expect(field('Subject').value).toBe('Rosehip is back');
    expect(field('Preheader').value).toBe('This week only');
    expect((screen.getByRole('combobox', { name: /Audience/ }) as HTMLSelectElement).value).toBe('lapsed');
    expect(field('No paid order in the last (days)').value).toBe('120');
    expect((screen.getByRole('textbox', { name: /^Body/ }) as HTMLTextAreaElement).value).toBe('Hello from **Verdant**.');
    await waitFor(() => expect(api.callsTo('POST', '/admin/campaigns/preview')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('POST', '/admin/campaigns/preview')[0]!.body).toEqual({ body: 'Hello from **Verdant**.' });
    expect(screen.getByRole('link', { name: 'Back to campaign' }).getAttribute('href')).toBe(`/admin/marketing/email-campaigns/${ID}`);
    // Only a scheduled campaign gets the line about its time.
    expect(screen.queryByText(/Saving keeps that time/)).toBeNull();
  });

  it('saves with PUT, shows the server’s field error beside its field, and opens the campaign', async () => {
    const router = await open(`/admin/marketing/email-campaigns/${ID}/edit`, 'Edit Spring serum');
    // A refusal only the server can make (the form's own checks pass), as its validation words it.
    api.on('PUT', `/admin/campaigns/${ID}`, fail(400, 'subject: Subject repeats a campaign sent this week', [
      { field: 'subject', message: 'Subject repeats a campaign sent this week' },
    ]));
    fireEvent.change(field('Subject'), { target: { value: 'Rosehip is back again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Under the field and in the toast, never with the API's field key in front.
    await waitFor(() => expect(screen.getAllByText('Subject repeats a campaign sent this week')).toHaveLength(2));
    expect(screen.queryByText(/^subject:/)).toBeNull();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(`/admin/marketing/email-campaigns/${ID}/edit`);

    api.on('PUT', `/admin/campaigns/${ID}`, (call) => {
      stored = following(campaignDetail, { ...spring, ...(call.body as Partial<CampaignDetail>), updatedAt: '2026-11-22T09:00:00.000Z' });
      return ok({ campaign: stored }, 'Campaign saved');
    });
    fireEvent.change(field('Subject'), { target: { value: 'Rosehip is back for good' } });
    fireEvent.change(field('No paid order in the last (days)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/marketing/email-campaigns/${ID}`));
    expect(api.callsTo('PUT', `/admin/campaigns/${ID}`).at(-1)?.body).toEqual({
      name: 'Spring serum',
      subject: 'Rosehip is back for good',
      preheader: 'This week only',
      body: 'Hello from **Verdant**.',
      audience: 'lapsed',
      inactiveDays: 60,
    });
    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    // The details page shows the saved subject twice, in its details and in its email. The editor's
    // own preview shows it once and may still be mounted for a render after the router moves on.
    await waitFor(() => expect(screen.getAllByText('Rosehip is back for good')).toHaveLength(2));
  });

  it('tells an admin editing a scheduled campaign that saving keeps its time', async () => {
    stored = { ...spring, status: 'scheduled', scheduledAt: '2026-12-01T09:00:00.000Z' };
    await open(`/admin/marketing/email-campaigns/${ID}/edit`, 'Edit Spring serum');
    expect(screen.getByText(/Saving keeps that time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('refuses a sent campaign: a sentence and a way back, no form', async () => {
    stored = sent;
    await open(`/admin/marketing/email-campaigns/${ID}/edit`, 'Spring serum');
    expect(screen.getByText('This campaign has been sent')).toBeInTheDocument();
    expect(screen.getByText(/can no longer be edited/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Subject/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View the campaign' }).getAttribute('href')).toBe(`/admin/marketing/email-campaigns/${ID}`);
  });

  it('says when the campaign does not exist', async () => {
    api.on('GET', `/admin/campaigns/${ID}`, fail(404, 'Campaign not found'));
    await open(`/admin/marketing/email-campaigns/${ID}/edit`, 'Edit campaign');
    expect(await screen.findByText("We couldn't find that campaign")).toBeInTheDocument();
  });
});

describe('Edit on the campaign page and the list', () => {
  it('is offered on a draft’s page', async () => {
    await open(`/admin/marketing/email-campaigns/${ID}`, 'Spring serum');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/admin/marketing/email-campaigns/${ID}/edit`);
  });

  it('is not offered on a sent campaign’s page', async () => {
    stored = sent;
    await open(`/admin/marketing/email-campaigns/${ID}`, 'Spring serum');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('is on the list rows of campaigns that can still change', async () => {
    api.on('GET', '/admin/campaigns/stats', ok({ sent: 1, scheduled: 0, drafts: 1, recipients: 42, deliveries: 42, failures: 0, unsubscribes: 0 }));
    api.on('GET', '/admin/campaigns', ok(listAnswer('campaigns', [spring, { ...sent, id: 'sent-1', name: 'Autumn letter' }])));
    await open('/admin/marketing/email-campaigns', 'Email Campaigns');
    const table = await screen.findByRole('table', { name: 'Email campaigns' });
    await within(table).findByText('Autumn letter');
    expect((await within(table).findByRole('link', { name: 'Edit Spring serum' })).getAttribute('href')).toBe(`/admin/marketing/email-campaigns/${ID}/edit`);
    expect(within(table).queryByRole('link', { name: 'Edit Autumn letter' })).toBeNull();
  });
});

describe('/admin/marketing/email-campaigns/create', () => {
  it('saves a new draft with POST and opens it', async () => {
    api.on('POST', '/admin/campaigns', (call) => {
      stored = following(campaignDetail, { ...spring, ...(call.body as Partial<CampaignDetail>), audience: 'all', inactiveDays: null });
      return { status: 201, data: { success: true, message: 'Campaign saved as a draft', data: { campaign: stored } } };
    });
    const router = await open('/admin/marketing/email-campaigns/create', 'New campaign');
    fireEvent.change(field('Campaign name'), { target: { value: 'Winter balm' } });
    fireEvent.change(field('Subject'), { target: { value: 'Balm for cold hands' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/marketing/email-campaigns/${ID}`));
    expect(api.callsTo('POST', '/admin/campaigns')[0]!.body).toMatchObject({ name: 'Winter balm', subject: 'Balm for cold hands', audience: 'all', inactiveDays: null });
    expect(await screen.findByText('Campaign saved as a draft')).toBeInTheDocument();
  });
});

/** A datetime-local value `ms` from now, in local time. */
const localTime = (ms: number) => {
  const date = new Date(Date.now() + ms);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

describe('scheduling from the campaign page', () => {
  it('says “Choose a time in the future” for a time that has passed, and calls nothing until the time is ahead', async () => {
    const schedulePath = `/admin/campaigns/${ID}/schedule`;
    api.on('POST', schedulePath, (call) => ok({ campaign: { ...spring, status: 'scheduled', scheduledAt: (call.body as { scheduledAt: string }).scheduledAt } }, 'Campaign scheduled'));
    await open(`/admin/marketing/email-campaigns/${ID}`, 'Spring serum');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Schedule this campaign' }));
    const when = dialog.getByLabelText('Send at (your local time)', { exact: false });
    fireEvent.change(when, { target: { value: localTime(-2 * 3_600_000) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(when.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', schedulePath)).toHaveLength(0);

    // Another time clears the message; a future one is scheduled.
    fireEvent.change(when, { target: { value: localTime(2 * 3_600_000) } });
    expect(dialog.queryByText('Choose a time in the future')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', schedulePath)).toHaveLength(1));
  });
});
