/**
 * The checkout's speed goals, printed by `scripts/bench-checkout.ts` beside what it measured, so a
 * run says whether they hold instead of leaving a reader to compare (docs/measurements/checkout-goals.md).
 */

export interface CheckoutGoals {
  /** Paid orders a second with this many customers at once, at least. */
  customers: number;
  paidPerSecond: number;
  /** create-order's p95 with this many customers at once, at most. */
  p95Customers: number;
  createOrderP95Ms: number;
  /** The shop process's resident memory at the end of the bench, MiB, at most (where a goal is set). */
  residentAtEndMiB?: number;
}

export const CHECKOUT_GOALS: Record<'postgres' | 'embedded', CheckoutGoals> = {
  postgres: { customers: 20, paidPerSecond: 150, p95Customers: 20, createOrderP95Ms: 50 },
  // The embedded shop holds PostgreSQL in its own process; its memory is to come down toward the
  // PostgreSQL-backed shop's (docs/measurements/memory.md).
  embedded: { customers: 20, paidPerSecond: 100, p95Customers: 10, createOrderP95Ms: 50, residentAtEndMiB: 350 },
};

export interface CheckoutFigures {
  /** How many customers the rounds ran with. */
  customers: number;
  paidPerSecond: number;
  /** create-order's p95 with the goal's p95Customers at once. */
  createOrderP95AtGoalCustomers: number;
}

/** One line a goal: the goal, the figure, and whether it is met (or why it cannot be judged). */
export function goalLines(goals: CheckoutGoals, figures: CheckoutFigures): string[] {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const rate =
    figures.customers === goals.customers
      ? `${figures.paidPerSecond.toFixed(1)} ${verdict(figures.paidPerSecond >= goals.paidPerSecond)}`
      : `not judged: the rounds ran ${figures.customers} customers`;
  return [
    `paid orders a second at ${goals.customers} customers >= ${goals.paidPerSecond}: ${rate}`,
    `create-order p95 at ${goals.p95Customers} customers <= ${goals.createOrderP95Ms} ms: ${figures.createOrderP95AtGoalCustomers.toFixed(1)} ms ${verdict(figures.createOrderP95AtGoalCustomers <= goals.createOrderP95Ms)}`,
  ];
}

/** The memory goal's line, or none where the database has no memory goal. */
export function memoryGoalLines(goals: CheckoutGoals, residentAtEndMiB: number): string[] {
  if (goals.residentAtEndMiB === undefined) return [];
  const met = residentAtEndMiB <= goals.residentAtEndMiB;
  return [`the shop's resident memory at the end <= ${goals.residentAtEndMiB} MiB: ${residentAtEndMiB.toFixed(0)} MiB ${met ? 'met' : 'NOT MET'}`];
}
