/**
 * The campaign form checks what it sends before sending: a save or a test send with a missing or
 * malformed field makes no call and shows each message under its field; typing in a field clears
 * its message; a good draft then goes out once.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../src/lib/api-client';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('POST', '/admin/campaigns/preview', ok({ html: '<p>preview</p>' }));
  api.on('POST', '/admin/campaigns/test-send', ok({ email: 'grace@verdant.test' }, 'Test email sent to grace@verdant.test'));
  api.on('POST', '/admin/campaigns', (call) => ok({ campaign: { id: 'c1', ...(call.body as object) } }, 'Campaign saved'));
});
afterEach(() => api.restore());

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const body = () => screen.getByRole('textbox', { name: /^Body/ }) as HTMLTextAreaElement;
const messageOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby')!)!.textContent;

describe('the campaign form while invalid', () => {
  it('sends nothing on save: each message under its field, cleared as the field is typed in', async () => {
    await open('/admin/marketing/email-campaigns/create', 'New campaign');
    fireEvent.change(body(), { target: { value: '   ' } });
    fireEvent.change(field('Preheader'), { target: { value: 'p'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(messageOf(field('Campaign name'))).toBe('Campaign name is required'));
    expect(messageOf(field('Subject'))).toBe('Subject is required');
    expect(messageOf(body())).toBe('Body is required');
    expect(messageOf(field('Preheader'))).toBe('Preheader must be at most 200 characters');
    await waitFor(() => expect(document.activeElement).toBe(field('Campaign name')));
    expect(api.callsTo('POST', '/admin/campaigns')).toHaveLength(0);

    fireEvent.change(field('Subject'), { target: { value: 'Rosehip is back' } });
    expect(messageOf(field('Subject'))).toBe('');
    expect(field('Subject').getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(field('Campaign name'))).toBe('Campaign name is required');
  });

  it('refuses a lapsed audience without a sensible number of days', async () => {
    await open('/admin/marketing/email-campaigns/create', 'New campaign');
    fireEvent.change(field('Campaign name'), { target: { value: 'Winback' } });
    fireEvent.change(field('Subject'), { target: { value: 'We miss you' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Audience/ }), { target: { value: 'lapsed' } });
    fireEvent.change(field('No paid order in the last (days)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(messageOf(field('No paid order in the last (days)'))).toBe('Enter a whole number of days from 1 to 3650'));
    expect(api.callsTo('POST', '/admin/campaigns')).toHaveLength(0);

    fireEvent.change(field('No paid order in the last (days)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/campaigns')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/campaigns')[0]!.body).toMatchObject({ name: 'Winback', subject: 'We miss you', audience: 'lapsed', inactiveDays: 120 });
  });

  it('sends no test while the content is invalid, and one once it is fixed', async () => {
    await open('/admin/marketing/email-campaigns/create', 'New campaign');
    fireEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(messageOf(field('Subject'))).toBe('Subject is required'));
    // A test send needs no campaign name.
    expect(messageOf(field('Campaign name'))).toBe('Only the team sees it.');
    expect(api.callsTo('POST', '/admin/campaigns/test-send')).toHaveLength(0);

    fireEvent.change(field('Subject'), { target: { value: 'Rosehip is back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/campaigns/test-send')).toHaveLength(1));
    expect(await screen.findByText('Test email sent to grace@verdant.test')).toBeInTheDocument();
  });
});
