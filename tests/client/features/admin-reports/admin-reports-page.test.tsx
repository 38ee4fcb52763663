/**
 * /admin/reports: the three reports from the API's answers, the range and grouping in the address
 * and in the call, a refused range's sentence in the page, and the CSV export. The chart draws on
 * a canvas jsdom does not have, so it stands in as its screen-reader sentence; saving the file is
 * a spy (jsdom has no object URLs).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../src/components/admin/save-file';
import { AdminReportsPage } from '../../../../src/features/admin-reports/pages/AdminReportsPage';
import { adminApi } from '../../../../src/lib/api-client';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt, where } from '../../support/render';
import { customersReport, emptySalesReport, productsReport, salesReport } from './report-fixtures';

vi.mock('react-hot-toast', async (importOriginal) => (await import('../../support/toast-spy')).toastSpyModule(importOriginal));
vi.mock('../../../../src/components/admin/save-file', () => ({ saveFile: vi.fn() }));
vi.mock('../../../../src/components/admin/AdminChart', () => ({
  CHART_COLOURS: {},
  AdminChart: ({ summary }: { summary: string }) => <figure data-testid="chart">{summary}</figure>,
}));

const FIXED = '/admin/reports?from=2026-11-01&to=2026-11-03';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  api.on('GET', '/admin/reports/sales', ok(salesReport()));
  api.on('GET', '/admin/reports/customers', ok(customersReport()));
  api.on('GET', '/admin/reports/products', ok(productsReport()));
  vi.mocked(saveFile).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => api.restore());

const open = (path = FIXED) => renderAt(path, { '/admin/reports': <AdminReportsPage /> });
const lastCall = (report: string) => api.callsTo('GET', `/admin/reports/${report}`).at(-1)?.params;
/** The figure a Totals card shows under `label` (a bare number could be any card's). */
const figure = (label: string) => within(screen.getByRole('group', { name: 'Totals' })).getByText(label).nextElementSibling?.textContent;

describe('/admin/reports', () => {
  it('shows the sales figures, refunds apart, and the periods of the range', async () => {
    open();
    expect(await screen.findByText('£168.45')).toBeInTheDocument();
    expect(lastCall('sales')).toEqual({ from: '2026-11-01', to: '2026-11-03', groupBy: 'day' });
    expect(figure('Revenue')).toBe('£168.45');
    expect(figure('Orders')).toBe('3');
    expect(figure('Average order value')).toBe('£56.15');
    expect(figure('Tax')).toBe('£13.19');
    expect(figure('Discounts')).toBe('£5.00');
    expect(figure('Shipping')).toBe('£10.00');
    expect(screen.getByTestId('refunds').textContent).toContain('1 refund, £24.50');
    const table = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('1 Nov 2026')).toBeInTheDocument();
    expect(within(table).getByText('£123.45')).toBeInTheDocument();
    expect((await screen.findByTestId('chart')).textContent).toContain('£168.45 from 3 orders');
  });

  it('sets each figure against as many days before, in words and as a badge', async () => {
    open();
    await screen.findByText('£168.45');
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('up 12% on the 3 days before')).toBeInTheDocument();
    expect(within(totals).getByText('down 25% on the 3 days before')).toBeInTheDocument();
    expect(within(totals).getByText('no change on the 3 days before')).toBeInTheDocument();
    expect(within(totals).getByText('up from nothing on the 3 days before')).toBeInTheDocument();
    expect(within(totals).queryByText(/Today is not over/)).toBeNull();
  });

  it('sets products sold against the days before too', async () => {
    open(`${FIXED}&report=products`);
    expect(await screen.findByText('down 50% on the 2 days before')).toBeInTheDocument();
    expect(screen.getByText('up 40% on the 2 days before')).toBeInTheDocument();
  });

  it('says a range ending today is still counting', async () => {
    api.on('GET', '/admin/reports/sales', ok(salesReport(daysAgo(6), daysAgo(0))));
    open('/admin/reports');
    expect(await screen.findByText('Today is not over, so its figures are still growing against the 7 days before.')).toBeInTheDocument();
  });

  it('says so when no order was paid in the range', async () => {
    api.on('GET', '/admin/reports/sales', ok(emptySalesReport()));
    open('/admin/reports?from=2026-11-01&to=2026-11-01');
    expect(await screen.findByText('No paid orders in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows customers: buyers, top customers linked when they have an account, countries', async () => {
    open(`${FIXED}&report=customers`);
    const ada = await screen.findByRole('link', { name: 'Ada Greene' });
    const top = screen.getByRole('table', { name: 'Top customers' });
    expect(within(top).getByRole('link', { name: 'Ada Greene' })).toBe(ada);
    expect(ada.getAttribute('href')).toBe('/admin/customers/c-ada');
    expect(within(top).getByText('Gwen Guest')).toBeInTheDocument();
    expect(within(top).queryByRole('link', { name: /Gwen/ })).toBeNull();
    const countries = screen.getByRole('table', { name: 'By country' });
    expect(within(countries).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(countries).getByText('£234.00')).toBeInTheDocument();
    expect(figure('Buyers')).toBe('3');
    expect(figure('First-time buyers')).toBe('2');
    expect(figure('Returning buyers')).toBe('1');
    expect(figure('New accounts')).toBe('4');
    expect(lastCall('customers')).toEqual({ from: '2026-11-01', to: '2026-11-03', groupBy: 'day' });
  });

  it('shows products: best sellers with stock and turnover, the estimate explained, categories', async () => {
    open(`${FIXED}&report=products`);
    const best = await screen.findByRole('table', { name: 'Best sellers' });
    expect((await within(best).findByRole('link', { name: 'Rose & Oat Cleanser' })).getAttribute('href')).toBe('/admin/products/p-rose');
    expect(within(best).getByText('0.29×')).toBeInTheDocument();
    expect(within(best).getByText('£98.00')).toBeInTheDocument();
    expect(within(best).getByText(/Old Soap/)).toBeInTheDocument();
    expect(screen.getByText(/Stock turnover is an estimate/)).toBeInTheDocument();
    expect(screen.getByText(/The 2 best sellers of 7 products sold; the CSV lists every one/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'By category' })).getByText('Deleted products')).toBeInTheDocument();
  });

  it('shows the best sellers by size: each size with its SKU, units, part of the product and revenue, a removed one marked; its CSV is the sizes table', async () => {
    api.on('GET', '/admin/reports/products/export', { status: 200, data: new Blob(['product,size\r\n'], { type: 'text/csv' }), headers: { 'content-disposition': 'attachment; filename="sizes.csv"' } });
    open(`${FIXED}&report=products`);
    const bySize = await screen.findByRole('table', { name: 'By size' });
    await within(bySize).findByText('ROSE-OAT-150');
    const rows = within(bySize).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    // The product is named once, on its first size's row (the deleted product has no sizes).
    expect(rows).toEqual([
      ['Rose & Oat Cleanser', '150 ml', 'ROSE-OAT-150', '3', '75%', '£73.50'],
      ['Rose & Oat Cleanser', '50 ml (removed)', 'ROSE-OAT-50', '1', '25%', '£24.50'],
    ]);
    expect(within(bySize).getByRole('link', { name: 'Rose & Oat Cleanser' }).getAttribute('href')).toBe('/admin/products/p-rose');
    expect(screen.getByText(/The sizes of the 2 best sellers above/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of By size' }));
    await waitFor(() => expect(api.callsTo('GET', '/admin/reports/products/export').map((call) => call.params)).toEqual([{ from: '2026-11-01', to: '2026-11-03', groupBy: 'day', table: 'sizes' }]));
  });

  it('switches report, range and grouping in the address and in the call', async () => {
    open();
    await screen.findByText('£168.45');

    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(lastCall('sales')).toEqual({ from: '2026-11-01', to: '2026-11-03', groupBy: 'week' }));
    expect(where()).toContain('groupBy=week');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-20' } });
    await waitFor(() => expect(lastCall('sales')).toEqual({ from: '2026-10-20', to: '2026-11-03', groupBy: 'week' }));
    expect(where()).toContain('from=2026-10-20');

    // A preset sets the range up to today and the grouping that suits it.
    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: '90d' } });
    await waitFor(() => expect(lastCall('sales')).toEqual({ from: daysAgo(89), to: daysAgo(0), groupBy: 'week' }));
    expect(where()).toContain(`from=${daysAgo(89)}`);
    expect((screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement).value).toBe('90d');

    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    await waitFor(() => expect(lastCall('products')).toEqual({ from: daysAgo(89), to: daysAgo(0), groupBy: 'week' }));
    expect(where()).toContain('report=products');
  });

  it('offers no day grouping past 366 days and asks for weeks instead', async () => {
    open('/admin/reports?from=2025-01-01&to=2026-06-30&groupBy=day');
    await waitFor(() => expect(lastCall('sales')).toEqual({ from: '2025-01-01', to: '2026-06-30', groupBy: 'week' }));
    expect((screen.getByRole('button', { name: 'Day' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the API's refusal of a range in the page", async () => {
    api.on('GET', '/admin/reports/sales', fail(400, 'from: A report covers at most 1096 days; choose a shorter range', [{ field: 'from', message: 'A report covers at most 1096 days; choose a shorter range' }]));
    open('/admin/reports?from=2020-01-01&to=2026-01-01&groupBy=month');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^A report covers at most 1096 days; choose a shorter range/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(api.callsTo('GET', '/admin/reports/sales')).toHaveLength(1);
  });

  it("shows a refusal's own message when it names no field", async () => {
    api.on('GET', '/admin/reports/products', fail(400, 'from is not a real date'));
    open('/admin/reports?report=products&from=2026-02-31&to=2026-03-05');
    expect((await screen.findByRole('alert')).textContent).toContain('from is not a real date');
  });

  it('offers Retry when the report fails to load', async () => {
    api.on('GET', '/admin/reports/sales', fail(500));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 }));
    api.on('GET', '/admin/reports/sales', ok(salesReport()));
    expect(await screen.findByText('£168.45')).toBeInTheDocument();
  });

  it('explains a back-to-front range and does not ask for it', async () => {
    open('/admin/reports?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/reports/sales')).toHaveLength(0);
  });

  it("exports a table as CSV with the admin's client and saves it under the server's name", async () => {
    const fileName = 'verdant-customers-top-customers-2026-11-01-to-2026-11-03.csv';
    api.on('GET', '/admin/reports/customers/export', {
      status: 200,
      data: new Blob(['name,email,customerId,orders,revenue\r\n'], { type: 'text/csv' }),
      headers: { 'content-disposition': `attachment; filename="${fileName}"` },
    });
    open(`${FIXED}&report=customers`);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV of Top customers' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), fileName));
    const [call] = api.callsTo('GET', '/admin/reports/customers/export');
    expect(call?.params).toEqual({ from: '2026-11-01', to: '2026-11-03', groupBy: 'day', table: 'top-customers' });
  });

  it("toasts the server's reason when an export fails", async () => {
    api.on('GET', '/admin/reports/sales/export', { status: 400, data: new Blob([JSON.stringify({ success: false, message: 'table must be one of buckets for the sales report', data: null })]) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV of Sales by day' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('table must be one of buckets for the sales report', expect.anything()));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
