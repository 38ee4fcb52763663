/** Status to badge colour (docs/product/constants-and-texts.md#status-badges). Anything not listed is grey. */
export type BadgeColour = 'yellow' | 'blue' | 'red' | 'green' | 'grey';

const COLOURS: Record<string, BadgeColour> = {
  unfulfilled: 'yellow',
  pending: 'yellow',
  'low stock': 'yellow',
  scheduled: 'yellow',
  unconfirmed: 'yellow',
  shipped: 'blue',
  fulfilled: 'blue',
  cancelled: 'red',
  expired: 'red',
  'out of stock': 'red',
  delivered: 'green',
  'in stock': 'green',
  active: 'green',
  sent: 'green',
  paid: 'green',
  subscribed: 'green',
};

export function badgeColour(status: string): BadgeColour {
  return COLOURS[status.trim().toLowerCase()] ?? 'grey';
}

export type StockLevel = 'in stock' | 'low stock' | 'out of stock';

export function stockLevel(stock: number, lowStockThreshold = 5): StockLevel {
  if (stock <= 0) return 'out of stock';
  return stock <= lowStockThreshold ? 'low stock' : 'in stock';
}
