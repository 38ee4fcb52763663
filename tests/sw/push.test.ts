import { describe, expect, it } from 'vitest';
import { notificationFor, ORDERS_PATH, pathOf, windowShowing } from '../../sw/push';

const message = {
  kind: 'order',
  event: 'shipped',
  orderId: '6f1c2a9e-0000-4000-8000-000000000001',
  orderNumber: 1042,
  status: 'shipped',
  paymentStatus: 'paid',
  title: 'Order #1042 is on its way',
  body: 'Shipped with Royal Mail: AB123456789GB. Most parcels arrive within 2 to 5 working days.',
  url: '/orders/6f1c2a9e-0000-4000-8000-000000000001',
};

describe('the service worker’s order notifications', () => {
  it('shows an order’s message, one notification per order, opening its page', () => {
    const shown = notificationFor(JSON.stringify(message));
    expect(shown.title).toBe('Order #1042 is on its way');
    expect(shown.options).toMatchObject({ body: message.body, tag: `order-${message.orderId}`, data: { url: message.url } });
  });

  it.each([null, 'not json', '{}', JSON.stringify({ ...message, url: 'https://evil.example/x' }), JSON.stringify({ ...message, url: '//evil.example/x' }), JSON.stringify({ ...message, event: 'hacked' })])(
    'shows a plain note leading to the orders for a message it cannot read (%s)',
    (text) => {
      const shown = notificationFor(text);
      expect(shown.title).toBe('Verdant');
      expect(shown.options.data.url).toBe(ORDERS_PATH);
    },
  );

  it('opens only the shop’s own paths', () => {
    expect(pathOf({ url: '/orders/1' })).toBe('/orders/1');
    expect(pathOf({ url: 'https://evil.example/' })).toBe(ORDERS_PATH);
    expect(pathOf({ url: '//evil.example/' })).toBe(ORDERS_PATH);
    expect(pathOf(null)).toBe(ORDERS_PATH);
  });

  it('focuses a window already on the order rather than opening another', () => {
    const windows = [{ url: 'https://shop.test/' }, { url: 'https://shop.test/orders/1?x=1' }, { url: 'https://other.test/orders/2' }];
    expect(windowShowing(windows, '/orders/1', 'https://shop.test')).toBe(windows[1]);
    expect(windowShowing(windows, '/orders/2', 'https://shop.test')).toBeUndefined();
  });
});
