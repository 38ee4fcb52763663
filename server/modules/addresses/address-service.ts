/**
 * The customer's saved addresses and their two defaults (shipping, billing). The defaults are
 * columns on the customer row; deleting an address clears them through the foreign key.
 * Every query is scoped to the signed-in customer: another customer's address is "not found".
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedAddress } from '#contracts/address';
import { type DefaultAddresses, MAX_SAVED_ADDRESSES, type SavedAddressBody } from '#contracts/address-book';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { addresses, customers } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { savedBelowCap } from '../../lib/saved-cap';

type AddressRow = typeof addresses.$inferSelect;
interface Defaults {
  shipping: string | null;
  billing: string | null;
}

export const ADDRESS_NOT_FOUND = 'Address not found';

/** A customer's address rows in the book's order: oldest first. */
export const addressRows = (db: DbOrTx, customerId: string) =>
  db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.createdAt), asc(addresses.id));

/** One address as stored, with whether it is one of the customer's defaults (the back office shows it so). */
export function addressWithDefaults(row: AddressRow, defaults: Defaults): Omit<SavedAddress, 'address' | 'zipCode'> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    isDefaultShipping: defaults.shipping === row.id,
    isDefaultBilling: defaults.billing === row.id,
  };
}

/** The customer's own answer adds the spec's names for two fields. */
const toSavedAddress = (row: AddressRow, defaults: Defaults): SavedAddress => ({ ...addressWithDefaults(row, defaults), address: row.address1, zipCode: row.postalCode });

async function defaultsOf(db: DbOrTx, customerId: string, lock = false): Promise<Defaults> {
  const query = db
    .select({ shipping: customers.defaultShippingAddressId, billing: customers.defaultBillingAddressId })
    .from(customers)
    .where(eq(customers.id, customerId));
  // Locking the customer row serialises address changes of one customer (the 20 cap, the defaults).
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Account not found');
  return row;
}

export async function listAddresses(db: Db, customerId: string): Promise<SavedAddress[]> {
  const [defaults, rows] = await Promise.all([defaultsOf(db, customerId), addressRows(db, customerId)]);
  return rows.map((row) => toSavedAddress(row, defaults));
}

export async function defaultAddresses(db: Db, customerId: string): Promise<DefaultAddresses> {
  const all = await listAddresses(db, customerId);
  return {
    shipping: all.find((a) => a.isDefaultShipping) ?? null,
    billing: all.find((a) => a.isDefaultBilling) ?? null,
  };
}

function columnsOf(body: SavedAddressBody) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    state: body.state,
    postalCode: body.postalCode,
    country: body.country,
  };
}

/** true makes `addressId` the default; false clears it only if it is the default now; absent keeps it. */
async function applyDefaults(
  tx: Tx,
  customerId: string,
  addressId: string,
  current: Defaults,
  wanted: { shipping: boolean | undefined; billing: boolean | undefined },
): Promise<Defaults> {
  const next = { ...current };
  for (const kind of ['shipping', 'billing'] as const) {
    if (wanted[kind] === true) next[kind] = addressId;
    else if (wanted[kind] === false && current[kind] === addressId) next[kind] = null;
  }
  if (next.shipping !== current.shipping || next.billing !== current.billing) {
    await tx
      .update(customers)
      .set({ defaultShippingAddressId: next.shipping, defaultBillingAddressId: next.billing, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId));
  }
  return next;
}

export function addAddress(db: Db, customerId: string, body: SavedAddressBody): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const current = await defaultsOf(tx, customerId, true);
    await savedBelowCap(tx, customerId, { table: addresses, owner: addresses.customerId, max: MAX_SAVED_ADDRESSES, things: 'addresses' });
    const [row] = await tx
      .insert(addresses)
      .values({ customerId, ...columnsOf(body) })
      .returning();
    // A missing default (the first address, or the default was deleted) is filled unless refused.
    const defaults = await applyDefaults(tx, customerId, row!.id, current, {
      shipping: body.isDefaultShipping ?? (current.shipping === null ? true : undefined),
      billing: body.isDefaultBilling ?? (current.billing === null ? true : undefined),
    });
    return toSavedAddress(row!, defaults);
  });
}

export function updateAddress(db: Db, customerId: string, id: string, body: SavedAddressBody): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const current = await defaultsOf(tx, customerId, true);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    const defaults = await applyDefaults(tx, customerId, row.id, current, {
      shipping: body.isDefaultShipping,
      billing: body.isDefaultBilling,
    });
    return toSavedAddress(row, defaults);
  });
}

export async function deleteAddress(db: Db, customerId: string, id: string): Promise<void> {
  const [gone] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  if (!gone) throw notFound(ADDRESS_NOT_FOUND);
}
