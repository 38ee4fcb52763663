/** /admin/marketing: the discount codes' figures and the campaigns' figures on one page. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminMarketingPage } from '../../../../src/features/admin-marketing/pages/AdminMarketingPage';
import { adminApi } from '../../../../src/lib/api-client';
import { listAnswer } from '../../support/admin-fixtures';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt } from '../../support/render';

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  api.on('GET', '/admin/campaigns/stats', ok({ sent: 3, scheduled: 1, drafts: 2, recipients: 120, deliveries: 118, failures: 2, unsubscribes: 4 }));
  api.on('GET', '/admin/campaigns', ok(listAnswer('campaigns', [])));
});
afterEach(() => api.restore());

const open = () => renderAt('/admin/marketing', { '/admin/marketing': <AdminMarketingPage /> });

describe('/admin/marketing', () => {
  it('shows what the codes brought in beside the campaigns', async () => {
    api.on('GET', '/admin/discounts/stats', ok({
      activeCodes: 7,
      welcomeCodes: { active: 340, used: 55 },
      redemptions: 12,
      discountGiven: 4_550,
      revenue: 98_000,
      topCodes: [{ code: 'SPRING15', redemptions: 9, discountGiven: 3_000, revenue: 70_000 }],
    }));
    open();
    expect(await screen.findByRole('heading', { name: 'Discount codes' })).toBeInTheDocument();
    const discounts = screen.getByRole('region', { name: 'Discount stats' });
    expect(await within(discounts).findByText('12')).toBeInTheDocument();
    expect(within(discounts).getByText('£45.50')).toBeInTheDocument();
    expect(within(discounts).getByText('SPRING15')).toBeInTheDocument();
    // The newsletter's welcome codes are counted apart from the 7 active shop codes, with the way to their list.
    expect(within(discounts).getByTestId('stat-Active codes').textContent).toContain('7');
    const welcome = within(discounts).getByTestId('welcome-codes');
    expect(welcome.textContent).toBe('Newsletter welcome codes, counted apart: 340 active · 55 used · See them');
    expect(within(welcome).getByRole('link', { name: 'See them' }).getAttribute('href')).toBe('/admin/marketing/discounts?kind=welcome');
    expect(screen.getByRole('link', { name: 'Manage codes' }).getAttribute('href')).toBe('/admin/marketing/discounts');
    expect(screen.getByRole('heading', { name: 'Email campaigns' })).toBeInTheDocument();
  });

  it('says so when the discount figures cannot be fetched, and still shows the campaigns', async () => {
    api.on('GET', '/admin/discounts/stats', fail(500, 'Server error'));
    open();
    expect(await screen.findByText('Failed to fetch discount stats')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email campaigns' })).toBeInTheDocument();
  });
});
