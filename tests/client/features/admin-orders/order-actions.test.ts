import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOrders, orderKeys } from '../../../../src/features/admin-orders/api/list-orders';
import { performOrderAction } from '../../../../src/features/admin-orders/api/order-actions';
import { orderActionChoices } from '../../../../src/features/admin-orders/order-action-choices';
import { adminApi } from '../../../../src/lib/api-client';
import { queryClient } from '../../../../src/lib/server-state';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { adminOrder, listAnswer } from '../../support/admin-fixtures';

const labels = (order: ReturnType<typeof adminOrder>) => orderActionChoices(order).map((choice) => choice.label);

describe('what the order screen offers', () => {
  it('a paid, unfulfilled order: fulfil (not twice) and refund, which cancels it', () => {
    const choices = orderActionChoices(adminOrder());
    expect(choices.map((choice) => choice.label)).toEqual(['Fulfil order', 'Refund']);
    expect(choices[1]!.confirmTitle).toBe('Refund £234.83 for order #4?');
    expect(choices[1]!.confirmText).toContain('The order is cancelled.');
    expect(choices[1]!.destructive).toBe(true);
  });

  it('follows the server’s next statuses and flags', () => {
    expect(labels(adminOrder({ status: 'fulfilled', nextStatuses: ['shipped'], canFulfil: false }))).toEqual(['Mark as shipped', 'Refund']);
    const shipped = orderActionChoices(adminOrder({ status: 'shipped', nextStatuses: ['delivered'], canFulfil: false }));
    expect(shipped.map((choice) => choice.label)).toEqual(['Mark as delivered', 'Refund']);
    expect(shipped[1]!.confirmText).not.toContain('cancelled');
    const pending = orderActionChoices(adminOrder({ status: 'pending', paymentStatus: 'pending', nextStatuses: ['cancelled'], canFulfil: false, canRefund: false }));
    expect(pending.map((choice) => [choice.label, choice.destructive])).toEqual([['Cancel order', true]]);
    expect(labels(adminOrder({ status: 'delivered', nextStatuses: [], canFulfil: false, canRefund: false }))).toEqual([]);
  });

  it('offers nothing while a provider call is in flight', () => {
    expect(labels(adminOrder({ busy: true }))).toEqual([]);
  });

  it('carries the spec’s fallback message for each action', () => {
    const pick = (order: ReturnType<typeof adminOrder>) => orderActionChoices(order).map((choice) => choice.fallbackMessage);
    expect(pick(adminOrder())).toEqual(['Failed to fulfill order', 'Failed to refund order']);
    expect(pick(adminOrder({ canFulfil: false, canRefund: false, nextStatuses: ['shipped'] }))).toEqual(['Failed to update order status']);
  });
});

describe('the order calls', () => {
  let api: ApiMock;
  beforeEach(() => {
    api = mockApi([adminApi]);
  });
  afterEach(() => api.restore());

  it('sends each action to its own path and caches the order it answers', async () => {
    const order = adminOrder();
    const fulfilled = adminOrder({ status: 'fulfilled', nextStatuses: ['shipped'], canFulfil: false });
    api.on('PUT', `/admin/orders/${order.id}/fulfill`, ok({ order: fulfilled }, 'Order fulfilled'));
    api.on('PUT', `/admin/orders/${order.id}/status`, ok({ order: { ...fulfilled, status: 'shipped' } }, 'Order marked shipped'));
    api.on('PUT', `/admin/orders/${order.id}/refund`, ok({ order: { ...fulfilled, status: 'cancelled' } }, 'Refunded £234.83'));

    expect((await performOrderAction(order.id, { kind: 'fulfil' })).message).toBe('Order fulfilled');
    expect(queryClient.getQueryData(orderKeys.detail(order.id))).toMatchObject({ status: 'fulfilled' });
    expect((await performOrderAction(order.id, { kind: 'status', to: 'shipped' })).message).toBe('Order marked shipped');
    expect(api.callsTo('PUT', `/admin/orders/${order.id}/status`)[0]!.body).toEqual({ status: 'shipped' });
    expect((await performOrderAction(order.id, { kind: 'refund' })).message).toBe('Refunded £234.83');
    expect(queryClient.getQueryData(orderKeys.detail(order.id))).toMatchObject({ status: 'cancelled' });
  });

  it('passes a refusal on and leaves the cached order as it was', async () => {
    const order = adminOrder();
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    api.on('PUT', `/admin/orders/${order.id}/refund`, fail(409, 'This order is being updated right now'));
    await expect(performOrderAction(order.id, { kind: 'refund' })).rejects.toMatchObject({ response: { status: 409 } });
    expect(queryClient.getQueryData(orderKeys.detail(order.id))).toEqual(order);
  });

  it('lists with the filters as query parameters', async () => {
    api.on('GET', '/admin/orders', ok(listAnswer('orders', [])));
    await listOrders({ status: 'shipped', paymentStatus: 'paid', from: '2026-11-01', to: '2026-11-20', search: '#1042' });
    expect(api.callsTo('GET', '/admin/orders')[0]!.params).toEqual({ status: 'shipped', paymentStatus: 'paid', from: '2026-11-01', to: '2026-11-20', search: '#1042' });
  });
});
