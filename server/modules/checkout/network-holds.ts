/**
 * Caps on what the unpaid orders of one network hold (docs/decisions/0254-holds-per-client-address.md).
 *
 * The per-customer allowance (order-limits.ts) bounds one account, but accounts cost nothing: 40
 * sign-ups from one address once held 34 of 49 products off sale. So what every account on one
 * network (server/lib/client-address.ts) holds unpaid is counted together, per size:
 *
 * - The last units: the network's unpaid orders may hold the last units of at most
 *   MAX_EMPTIED_SIZES sizes. An order that would hold a size at stock 0 is refused when that makes
 *   more. This is what keeps the shop on sale: no network takes more than two products off it.
 * - A share: a size the network's other unpaid orders already hold may be held, all of them
 *   together, up to a third of what there was of it (what is left, plus what they and this order
 *   hold), and never less than 3 units. A network's first order for a size is bound only by the
 *   per-customer limits, so one honest shopper is never told to buy less than a household's 10.
 *
 * Paid orders and orders whose stock went back count for nothing: an office paying as it goes is
 * never near a cap. The counts are read in the placing statement's own snapshot, after every
 * checkout from the network queued on one advisory lock (`networkLock`, taken with the customer's
 * row lock in create-order's first statement), so two checkouts from one network see each other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { orders, productVariants } from '../../db/schema';
import { CheckoutRefusal } from './refusal';
import type { PricedBag } from './bag';

/** Sizes whose last units one network's unpaid orders may hold together. */
export const MAX_EMPTIED_SIZES = 2;
/** Of a size the network already holds: at most this part of it... */
export const SHARE_DIVISOR = 3;
/** ...but never fewer than these units. */
export const SHARE_FLOOR = 3;

/**
 * A column for create-order's first statement: every checkout from one network waits for the one
 * before it to commit. The key is a 64-bit hash of the network in a namespace of its own.
 */
export const networkLock = (network: string) => sql`pg_advisory_xact_lock(hashtextextended(${`unpaid-holds:${network}`}::text, 0))::text`;

/** Why the network's holds refused an order: the size past its share, or the sizes it would hold the last of. */
export interface NetworkRefusal {
  overShare: { id: string; held: number; cap: number } | null;
  emptied: string[] | null;
}

export interface NetworkCheck {
  /** WITH queries to add to the statement (each after a comma). */
  with: SQL;
  /** True when the order stays within the network's caps. */
  accepted: SQL<boolean>;
  /** The figures for the refusal (JSON of NetworkRefusal). */
  refusal: SQL;
}

/**
 * The network's caps as WITH queries for a statement. `stockAfter` names a relation of (id, stock)
 * holding each of the bag's sizes as it is once this order took it (create-order's `taken`; a
 * revision's own reads); `revising`: an order whose lines this one replaces, not counted as other.
 */
export function networkCheck(network: string, bag: PricedBag, options: { stockAfter: SQL; revising?: string }): NetworkCheck {
  const wants = sql.join(
    bag.lines.map((line) => sql`(${line.variant.id}::uuid, ${line.quantity}::int)`),
    sql`, `,
  );
  const others = options.revising ? sql`and held_order.id <> ${options.revising}::uuid` : sql``;
  const withQueries = sql`network_bag(id, quantity) as (values ${wants}),
    network_held as (
      select line.variant_id as id, sum(line.quantity)::int as quantity
      from ${orders} held_order join order_lines line on line.order_id = held_order.id
      where held_order.client_address = ${network} and held_order.status = 'pending' and held_order.payment_status <> 'paid'
        and held_order.stock_released_at is null and line.variant_id is not null ${others}
      group by line.variant_id
    ),
    network_over_share as (
      select bag.id, held.quantity as held,
        greatest(${SHARE_FLOOR}::int, ceil((now_left.stock + held.quantity + bag.quantity)::numeric / ${SHARE_DIVISOR}::int))::int as cap
      from network_bag bag join network_held held on held.id = bag.id join ${options.stockAfter} now_left on now_left.id = bag.id
      where held.quantity + bag.quantity > greatest(${SHARE_FLOOR}::int, ceil((now_left.stock + held.quantity + bag.quantity)::numeric / ${SHARE_DIVISOR}::int))
      order by bag.id limit 1
    ),
    network_emptied as (
      select coalesce(array_agg(id order by id), '{}') as ids, bool_or(in_bag) as by_this_order from (
        select bag.id, true as in_bag from network_bag bag join ${options.stockAfter} now_left on now_left.id = bag.id where now_left.stock = 0
        union all
        select held.id, false from network_held held join ${productVariants} held_size on held_size.id = held.id
        where held_size.stock = 0 and held.id not in (select id from network_bag)
      ) as last_units
    )`;
  const accepted = sql<boolean>`(not exists (select from network_over_share)
    and (select coalesce(by_this_order, false) = false or cardinality(ids) <= ${MAX_EMPTIED_SIZES}::int from network_emptied))`;
  const refusal = sql`json_build_object(
    'overShare', (select json_build_object('id', id, 'held', held, 'cap', cap) from network_over_share),
    'emptied', (select case when by_this_order then to_json(ids) end from network_emptied))`;
  return { with: withQueries, accepted, refusal };
}

const PAY_FIRST = 'Please pay for an order you have placed first, or try again later.';

/** The answer (409) to an order the network's caps refused, naming the size. */
export function networkRefusalAnswer(refused: NetworkRefusal, bag: PricedBag): Error {
  const labelOf = (id: string) => bag.lines.find((line) => line.variant.id === id)?.label ?? 'an item';
  const refuse = (message: string, variantIds: readonly string[]) => new CheckoutRefusal(409, message, 'network_hold_limit', variantIds);
  if (refused.overShare) {
    const { id, held, cap } = refused.overShare;
    return refuse(
      `Orders waiting for payment from your network already hold ${held} of ${labelOf(id)}, and they may hold ${cap} together until they are paid. ${PAY_FIRST}`,
      [id],
    );
  }
  const mine = (refused.emptied ?? []).filter((id) => bag.lines.some((line) => line.variant.id === id));
  return refuse(
    `This order would hold the last of ${mine.map(labelOf).join(', ')}. Orders waiting for payment from your network may hold the last of at most ${MAX_EMPTIED_SIZES} items together, so other shoppers can still buy. ${PAY_FIRST}`,
    mine,
  );
}

/** For a revision, whose writes are separate statements: checks the caps after its stock was changed. */
export async function assertWithinNetworkHolds(tx: Tx, network: string, bag: PricedBag, revising: string): Promise<void> {
  const check = networkCheck(network, bag, {
    stockAfter: sql`(select ${productVariants.id} as id, ${productVariants.stock} as stock from ${productVariants} where ${productVariants.id} in (select id from network_bag))`,
    revising,
  });
  const [row] = await queryRows<{ accepted: boolean; refusal: NetworkRefusal }>(
    tx,
    sql`with ${check.with} select ${check.accepted} as accepted, ${check.refusal} as refusal`,
  );
  if (!row!.accepted) throw networkRefusalAnswer(row!.refusal, bag);
}
