/**
 * The shop's Prometheus metrics, through prom-client, wrapped here once
 * (docs/decisions/0190-metrics-endpoint.md). Each app has its own registry (tests build many apps
 * in one process); the process-wide figures (event-loop lag, memory, CPU, GC) are collected once
 * per process into a registry of their own and merged in when scraped.
 *
 * Labels stay bounded: a request is labelled by its route pattern (`/api/v1/user/orders/:id`),
 * never by its raw URL, and answers that matched no route share one label per kind.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  /** Connections open (PostgreSQL) or 1 (the embedded database's one connection). */
  total: number;
  idle: number;
  /** Queries waiting for a connection (PostgreSQL) or queued behind the running one (embedded). */
  waiting: number;
}

export interface ShopMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  jobRound(job: string, outcome: 'ok' | 'failed', seconds: number, statements: number): void;
  /** SQL statements one answered request sent (db/statement-count.ts), by its route pattern. */
  observeStatements(route: string, statements: number): void;
  orderPlaced(): void;
  orderPaid(): void;
  /** A checkout that failed, by why and where (modules/checkout/failure-report.ts). */
  checkoutFailed(reason: string, step: string): void;
  /** A Web Push message's fate: sent, retried later, failed for good, or its device dropped (404/410). */
  pushOutcome(outcome: 'sent' | 'retry' | 'failed' | 'dropped'): void;
  /** The text a Prometheus scrape reads: this app's metrics and the process's. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

let processRegistry: Registry | null = null;

/** Node's own figures (event-loop lag included), collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** Request latency buckets, in seconds: cached answers take ~1 ms, a checkout tens of ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The checkout line's places in use and buyers waiting (lib/admission.ts). */
export interface LineStats {
  running: number;
  waiting: number;
}

export function createMetrics(
  pool: { kind: string; stats(): PoolStats },
  checkoutLine?: () => LineStats,
  /** Emails queued and not yet handed over, read from the database when scraped. */
  outboxWaiting?: () => Promise<number>,
): ShopMetrics {
  const registry = new Registry();
  // Every figure below is this app's own, in its registry.
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers: [registry] });

  const requests = counter('http_requests_total', 'Answered requests by method, route pattern and status code', ['method', 'route', 'status']);
  const errors = counter('http_request_errors_total', 'Answers with a 4xx or 5xx status, by status class and code', ['class', 'status']);
  const latency = histogram(
    'http_request_duration_seconds',
    'Time from the request arriving to its answer being sent, by method and route pattern',
    ['method', 'route'],
    LATENCY_BUCKETS,
  );
  const jobRuns = counter('shop_job_runs_total', 'Background job rounds, by job and outcome (ok or failed)', ['job', 'outcome']);
  const jobFailures = counter('shop_job_failures_total', 'Background job rounds that threw, by job', ['job']);
  const jobSeconds = histogram('shop_job_round_duration_seconds', 'Time one background job round took, by job', ['job'], [0.005, 0.025, 0.1, 0.5, 2.5, 10, 60]);
  // One counter for requests and jobs alike: the statements a checkout costs, the email job's included.
  const statementCount = counter(
    'shop_db_statements_total',
    'SQL statements sent (BEGIN and COMMIT included), by source: a route pattern, or job:<name> for a background job',
    ['source'],
  );
  const ordersPlaced = counter('shop_orders_placed_total', 'Orders created (stock held, awaiting payment), counted after their transaction committed');
  const ordersPaid = counter('shop_orders_paid_total', 'Orders that became paid, counted after their transaction committed');
  // Labels from two closed lists (modules/checkout/refusal.ts, failure-report.ts): at most 4 x 3 series.
  const checkoutFailures = counter(
    'shop_checkout_failures_total',
    'Checkouts that failed, by reason (card_declined, out_of_stock, customer_hold_limit, network_hold_limit) and step (validate, create_order, payment)',
    ['reason', 'step'],
  );
  // Web Push (docs/decisions/0257-web-push-for-orders.md): what the push services took, refused and dropped.
  const pushSent = counter('shop_push_sent_total', 'Web Push messages a push service accepted');
  const pushFailures = counter('shop_push_failures_total', 'Web Push sends that failed, by outcome: retry (tried again later) or failed (given up)', ['outcome']);
  const pushDropped = counter('shop_push_subscriptions_dropped_total', 'Devices dropped because their push service answered 404 or 410 (the subscription is gone)');
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help: `${help} (label database: postgres or pglite)`,
      labelNames: ['database'],
      registers: [registry],
      collect() {
        this.set({ database: pool.kind }, read(pool.stats()));
      },
    });
  poolGauge('shop_db_pool_connections', 'Database connections open', (stats) => stats.total);
  poolGauge('shop_db_pool_idle', 'Database connections idle', (stats) => stats.idle);
  poolGauge('shop_db_pool_waiting', 'Queries waiting for a database connection', (stats) => stats.waiting);
  if (checkoutLine) {
    const lineGauge = (name: string, help: string, read: (stats: LineStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(checkoutLine()));
        },
      });
    lineGauge('shop_checkout_line_running', 'Checkout calls holding a place in this process’s checkout line', (stats) => stats.running);
    lineGauge('shop_checkout_line_waiting', 'Checkout calls waiting for a place in this process’s checkout line', (stats) => stats.waiting);
  }
  if (outboxWaiting) {
    // A delivery job that falls behind a busy checkout shows here before any customer notices
    // (decision 0222: it once sent 33 emails a second while 135 orders a second were paid).
    new Gauge({
      name: 'shop_email_outbox_waiting',
      help: 'Emails queued and not yet handed to the SMTP server or the mail drop, in the whole database',
      registers: [registry],
      async collect() {
        this.set(await outboxWaiting());
      },
    });
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
      if (status >= 400) errors.inc({ class: status >= 500 ? '5xx' : '4xx', status });
    },
    jobRound(job, outcome, seconds, statements) {
      jobRuns.inc({ job, outcome });
      if (statements > 0) statementCount.inc({ source: `job:${job}` }, statements);
      if (outcome === 'failed') jobFailures.inc({ job });
      jobSeconds.observe({ job }, seconds);
    },
    observeStatements(route, statements) {
      if (statements > 0) statementCount.inc({ source: route }, statements);
    },
    orderPlaced: () => ordersPlaced.inc(),
    orderPaid: () => ordersPaid.inc(),
    checkoutFailed: (reason, step) => checkoutFailures.inc({ reason, step }),
    pushOutcome(outcome) {
      if (outcome === 'sent') pushSent.inc();
      else if (outcome === 'dropped') pushDropped.inc();
      else pushFailures.inc({ outcome });
    },
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
