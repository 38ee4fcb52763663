/**
 * Bulk actions and tracking (decisions 0230 and 0231): the admin ticks a customer's orders on the
 * orders list and fulfils them in one go, and the report names the one that could not move (unpaid)
 * with its reason; an order marked shipped with a Royal Mail number shows the carrier, the number
 * and the tracking link on the customer's own order page. With SHOTS_DIR set, the orders list with
 * a selection and the customer's page with tracking are captured at 1440 and 390 px.
 */
import { signInAsAdmin, storeSession } from './support/accounts';
import { newCustomerWithAddress, orderThroughApi, twoProducts } from './support/checkout';
import { shoot } from './support/shots';
import { expect, test } from './support/test';

test('an admin fulfils a customer’s orders in bulk and reads the report, row by row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await newCustomerWithAddress(request, 'bulk');
  const [product] = await twoProducts(request);
  const paid = [await orderThroughApi(request, customer, product), await orderThroughApi(request, customer, product)];
  const unpaid = await orderThroughApi(request, customer, product, { pay: false });

  await signInAsAdmin(page, `/admin/orders?search=${encodeURIComponent(customer.email)}`);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('3 orders selected');
  // Ticking opened nothing: still the list.
  await expect(page).toHaveURL(/\/admin\/orders\?search=/);
  await shoot(page, 'orders-with-selection');

  await bar.getByRole('button', { name: 'Fulfil' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Fulfil 3 orders?' });
  await dialog.getByRole('button', { name: 'Fulfil' }).click();

  const report = page.getByRole('status', { name: 'Bulk action report' });
  await expect(report).toContainText('Fulfilled 2 orders; 1 refused');
  await expect(report.getByRole('listitem')).toHaveCount(1);
  await expect(report.getByRole('listitem')).toContainText(`#${unpaid.number}`);
  await expect(report.getByRole('listitem')).toContainText('An order that is pending cannot be marked fulfilled');
  await expect(bar).toBeHidden();
  // The list is read again: both paid orders now fulfilled, the unpaid one as it was.
  for (const order of paid) await expect(table.getByRole('row', { name: new RegExp(`#${order.number}\\b`) })).toContainText('Order: fulfilled');
  await expect(table.getByRole('row', { name: new RegExp(`#${unpaid.number}\\b`) })).toContainText('Order: pending');
  await shoot(page, 'orders-bulk-report');
});

test('a shipped order’s tracking links to the carrier from the customer’s order page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await newCustomerWithAddress(request, 'tracking');
  const [, product] = await twoProducts(request);
  const order = await orderThroughApi(request, customer, product);

  await signInAsAdmin(page, `/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Fulfil order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fulfil' }).click();
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox', { name: /Carrier/ }).selectOption('royal-mail');
  await dialog.getByRole('textbox', { name: /Tracking number/ }).fill('AB123456789GB');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Shipped with Royal Mail: AB123456789GB');

  await storeSession(page, customer.token, customer.user);
  await page.goto(`/orders/${order.id}`);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking).toContainText('Shipped with Royal Mail: AB123456789GB');
  await expect(tracking.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
  await shoot(page, 'customer-order-tracking');
});
