/**
 * The shop's settings, kept as a few key-value rows of the `settings` table (store, checkout,
 * inventory, orders, currency) and read as one validated record (docs/decisions/0121). The
 * checkout and the storefront's config read them through the in-memory copy that every process
 * drops when they change (settings-memory.ts, decision 0237); the admin's screen and the save read
 * the rows.
 *
 * A row that is missing or fails validation (written by an older release, or by hand) falls back
 * field by field to the defaults: the spec's figures, and the deployment's reservation window.
 */
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ShopSettings, shopSettings, type SettingsUpdate } from '#contracts/admin-settings';
import { CURRENCIES, CURRENCY_CODES } from '#domain/money';
import { DEFAULT_PRICING_RULES, type PricingRules } from '#domain/pricing';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** The config's own defaults (ORDER_RESERVATION_MINUTES, SUPPORT_EMAIL on localhost). */
const DEFAULT_RESERVATION_MINUTES = 30;
const DEFAULT_CONTACT_EMAIL = 'support@verdant.test';

/**
 * What the deployment says until an admin says otherwise: its reservation window and its support
 * address (server/config.ts). Callers that know them pass them; the others read fields these do
 * not touch.
 */
export interface DeploymentDefaults {
  reservationMinutes?: number;
  contactEmail?: string;
}

export function defaultSettings({ reservationMinutes = DEFAULT_RESERVATION_MINUTES, contactEmail = DEFAULT_CONTACT_EMAIL }: DeploymentDefaults = {}): ShopSettings {
  return {
    storeName: 'Verdant',
    contactEmail,
    supportPhone: null,
    currencyRates: Object.fromEntries(CURRENCY_CODES.map((code) => [code, CURRENCIES[code].rate])) as ShopSettings['currencyRates'],
    taxRatePercent: DEFAULT_PRICING_RULES.taxRateBasisPoints / 100,
    shippingFee: DEFAULT_PRICING_RULES.shippingFee,
    freeShippingThreshold: DEFAULT_PRICING_RULES.freeShippingThreshold,
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    reservationMinutes,
  };
}

/** Which row holds which field, and under which name inside the row's JSON. */
const ROWS = {
  store: { storeName: 'name', contactEmail: 'supportEmail', supportPhone: 'supportPhone' },
  checkout: { taxRatePercent: 'taxRateBasisPoints', shippingFee: 'shippingFee', freeShippingThreshold: 'freeShippingThreshold' },
  inventory: { lowStockThreshold: 'lowStockThreshold' },
  orders: { reservationMinutes: 'reservationMinutes' },
  currency: { currencyRates: 'rates' },
} as const satisfies Record<string, Partial<Record<keyof ShopSettings, string>>>;
type RowKey = keyof typeof ROWS;
const ROW_KEYS = Object.keys(ROWS) as RowKey[];

/** The tax rate is stored as basis points (what pricing computes with), shown as a percentage. */
const toStored = (field: keyof ShopSettings, value: unknown) =>
  field === 'taxRatePercent' ? Math.round((value as number) * 100) : value;
const fromStored = (field: keyof ShopSettings, value: unknown) =>
  field === 'taxRatePercent' && typeof value === 'number' ? value / 100 : value;

const fieldSchema = shopSettings.shape;
const storedObject = z.record(z.string(), z.unknown()).catch({});

export async function readSettings(db: DbOrTx, deployment: DeploymentDefaults = {}): Promise<ShopSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, ROW_KEYS));
  const result = defaultSettings(deployment);
  for (const row of rows) {
    const stored = storedObject.parse(row.value);
    for (const [field, name] of Object.entries(ROWS[row.key as RowKey]) as [keyof ShopSettings, string][]) {
      if (!(name in stored)) continue;
      const parsed = fieldSchema[field].safeParse(fromStored(field, stored[name]));
      if (parsed.success) Object.assign(result, { [field]: parsed.data });
    }
  }
  return result;
}

/**
 * Saves the fields sent, merged into their rows (other keys in a row, such as the store's tagline,
 * are kept). Runs in the caller's transaction.
 */
export async function writeSettings(tx: DbOrTx, update: SettingsUpdate & Partial<ShopSettings>): Promise<void> {
  for (const key of ROW_KEYS) {
    const patch: Record<string, unknown> = {};
    for (const [field, name] of Object.entries(ROWS[key]) as [keyof ShopSettings, string][]) {
      if (update[field] !== undefined) patch[name] = toStored(field, update[field]);
    }
    if (Object.keys(patch).length === 0) continue;
    await tx
      .insert(settings)
      .values({ key, value: patch })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`${settings.value} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` } });
  }
}

export const pricingRulesOf = (shop: ShopSettings): PricingRules => ({
  taxRateBasisPoints: Math.round(shop.taxRatePercent * 100),
  shippingFee: shop.shippingFee,
  freeShippingThreshold: shop.freeShippingThreshold,
});
