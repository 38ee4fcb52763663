/**
 * The server's configuration, parsed from the environment by zod once at start.
 *
 * NODE_ENV says which builds run (production: React's production build, HSTS behind https);
 * SHOP_DEMO says whether this is the demo shop: only a demo generates its JWT secrets once into
 * DATA_DIR, seeds the demo catalogue and logins, and takes test payments without being told
 * (docs/decisions/0171-demo-is-a-named-choice.md). Anything else must be given every secret, and
 * the server refuses to start, naming what is missing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeDatabaseUrl } from './lib/database-url';
import { INSTALL_ROOT } from './lib/install-root';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { DEFAULT_PUSH_HOSTS, parsePushHosts, type PushHosts } from './lib/push-endpoints';
import { generateVapidKeys, type VapidKeys, vapidKeysProblem, vapidSubjectProblem } from './lib/vapid-keys';
import { z } from 'zod';

/** The seeded demo logins (the demo shop only; printed on start). */
export const DEMO_ADMIN = { name: 'Verdant Admin', email: 'admin@verdant.test', password: 'verdant-admin-2026' };
export const DEMO_CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@verdant.test',
  password: 'greenleaf-demo-2026',
};

/**
 * Where the shop is reached when no SUPPORT_EMAIL is set: support@ the shop's own domain (from
 * PUBLIC_URL, "www." dropped). A development address (localhost, an IP) has no domain to use, so
 * the demo shop's reserved `.test` address stands in.
 */
export const DEV_SUPPORT_EMAIL = 'support@verdant.test';

export function defaultSupportEmail(publicUrl: string | undefined): string {
  if (!publicUrl) return DEV_SUPPORT_EMAIL;
  const host = new URL(publicUrl).hostname.toLowerCase().replace(/^www\./, '');
  const isDomainName = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return isDomainName ? `support@${host}` : DEV_SUPPORT_EMAIL;
}

/**
 * Checkout writes a process runs at once (decision 0233, measured with `npm run bench`): the
 * embedded database answers one statement at a time, so more places only queue inside it;
 * PostgreSQL works on several connections at once.
 */
const CHECKOUT_PLACES_EMBEDDED = 2;
const CHECKOUT_PLACES_POSTGRES = 6;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(8080)),
  // Unset: the install's data/ (lib/install-root.ts); a relative path is from the working directory.
  DATA_DIR: optionalString,
  // Several processes serve one shop's images from one folder they all mount (decision 0183).
  UPLOADS_DIR: optionalString,
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  // The password on its own, percent-encoded into DATABASE_URL by the server (lib/database-url.ts).
  DATABASE_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ message: 'PUBLIC_URL must be a URL' }).optional()),
  CUSTOMER_JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'CUSTOMER_JWT_SECRET must be at least 32 characters').optional(),
  ),
  ADMIN_JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'ADMIN_JWT_SECRET must be at least 32 characters').optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url({ message: 'STRIPE_API_URL must be an http(s) URL' }).optional()),
  ALLOW_LOCAL_PAYMENTS: bool(false),
  API_DOCS: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional()),
  SMTP_URL: optionalString,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'SUPPORT_EMAIL must be an email address' }).optional()),
  MAIL_FROM: optionalString,
  ADMIN_NAME: z.preprocess(emptyToUndefined, z.string().default(DEMO_ADMIN.name)),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  SHOP_DEMO: bool(false),
  SEED: bool(true),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
  ),
  // Every key this shop writes in Redis starts with it, so shops (or test runs) can share a server.
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX: letters, digits, ":", ".", "-" or "_"').default('verdant:')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').regex(/^\S+$/, 'METRICS_TOKEN must have no spaces').optional(),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1200)),
  // The checkout line (decision 0233): checkout writes running at once in this process, and how
  // long a buyer may wait for a place. The default places depend on the database (below).
  CHECKOUT_PLACES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  CHECKOUT_WAIT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(120_000).default(20_000)),
  ORDER_RESERVATION_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(24 * 60).default(30)),
  // How often the campaign sender looks for due campaigns; tests shorten it, never the schedule rule.
  CAMPAIGN_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(200).max(3_600_000).default(30_000)),
  // How long a SIGTERM waits for in-flight requests and running jobs before the process gives up.
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(10_000)),
  // Where the embedded database runs: its own worker thread, or the request thread as before (decision 0238).
  EMBEDDED_DB_THREAD: z.preprocess(emptyToUndefined, z.enum(['worker', 'main']).default('worker')),
  // Repeated statements prepared on each PostgreSQL connection (decision 0239); false for a pooler that cannot keep them.
  DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0', 'yes', 'no']).default('true')),
  // How long start-up keeps retrying an unreachable PostgreSQL before it gives up (0: no retry).
  DATABASE_WAIT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(60_000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  // Web Push for customers' orders (docs/decisions/0257-web-push-for-orders.md): the shop's VAPID
  // key pair (generated into DATA_DIR in the demo shop), how push services reach its operator, and
  // the push services the server may send to.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_PUSH_HOSTS)),
  GEO_REVERSE_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://api.bigdatacloud.net/data/reverse-geocode-client'),
  ),
  // The server asks it for the shopper's address ({ip} is replaced), so the browser never calls it.
  GEO_IP_URL: z.preprocess(
    emptyToUndefined,
    z.url().refine((url) => url.includes('{ip}'), 'GEO_IP_URL must contain {ip}, where the address goes').default('https://ipapi.co/{ip}/json/'),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** The demo shop (SHOP_DEMO): generated secrets, demo data, test payments (decision 0171). */
  demo: boolean;
  /**
   * Whether /api/docs (the browsable API document and its JSON) is served: API_DOCS, by default
   * everywhere but a real shop in production (docs/decisions/0216-api-surface-in-production.md).
   */
  apiDocs: boolean;
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Where the embedded database runs its statements (docs/decisions/0238-the-embedded-database-on-its-own-thread.md). */
  embeddedDbThread: 'worker' | 'main';
  /** Whether repeated statements are prepared on each PostgreSQL connection (docs/decisions/0239-prepared-statements.md). */
  databasePreparedStatements: boolean;
  publicUrl: string;
  jwt: { customerSecret: string; adminSecret: string; issuer: string };
  payments: {
    provider: 'stripe' | 'local';
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** Another Stripe API host (tests' local stand-in, stripe-mock); unset means Stripe itself. */
    stripeApiUrl: string | undefined;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** The shop's support address: shown on the contact page, policies and error screens; contact messages go to it. */
  supportEmail: string;
  /** Milliseconds between the campaign sender's looks for due campaigns. */
  campaignPollMs: number;
  admin: { name: string; email: string; password: string } | null;
  /**
   * Whether a caller without a token may create the first admin (while none exists). Never in
   * production: there the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD (decision 0173).
   */
  anonymousFirstAdmin: boolean;
  seed: boolean;
  redisUrl: string | undefined;
  /** The prefix of every Redis key (rate limits, throttles). */
  redisPrefix: string;
  /** Which hops' X-Forwarded-For to believe: none, a count of proxies, or their addresses (server/lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  rateLimitPerMinute: number;
  /** Milliseconds a SIGTERM waits for requests and jobs to finish (decision 0172). */
  shutdownGraceMs: number;
  /** Milliseconds start-up retries an unreachable database before giving up (decision 0172). */
  databaseWaitMs: number;
  /** Bearer token for GET /metrics; unset means no metrics endpoint (docs/decisions/0190-metrics-endpoint.md). */
  metricsToken: string | undefined;
  /** How long an unpaid order holds its stock and discount code. */
  reservationMinutes: number;
  /** Checkout writes at once in this process, and the longest wait for a place (decision 0233). */
  checkoutLine: { places: number; maxWaitMs: number };
  logLevel: string;
  geo: { reverseUrl: string; ipUrl: string };
  /**
   * Web Push (docs/decisions/0257-web-push-for-orders.md): the VAPID keys and subject, null when
   * this shop sends no notifications (no keys given outside the demo), and the push services'
   * hosts an endpoint may name.
   */
  push: { vapid: (VapidKeys & { subject: string }) | null; allowedHosts: PushHosts };
  /** Where the built PWA is; absent folder means API only. */
  distDir: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface DevSecrets {
  customerJwtSecret: string;
  adminJwtSecret: string;
  /** The demo shop's VAPID pair (Web Push); added to a file written before there were any. */
  vapid: VapidKeys;
}

const storedSecrets = z.object({
  customerJwtSecret: z.string().min(32).optional(),
  adminJwtSecret: z.string().min(32).optional(),
  vapid: z.object({ publicKey: z.string(), privateKey: z.string() }).refine((keys) => vapidKeysProblem(keys) === null).optional().catch(undefined),
});

function readStoredSecrets(file: string): z.infer<typeof storedSecrets> {
  if (!existsSync(file)) return {};
  try {
    const parsed = storedSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Reads, or creates once, the demo shop's secrets kept in DATA_DIR (only with SHOP_DEMO). A secret
 * the file lacks is made and written beside the ones it has, which are kept: a demo shop that
 * gains Web Push keeps its customers signed in.
 */
function loadDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readStoredSecrets(file);
  const secrets: DevSecrets = {
    customerJwtSecret: stored.customerJwtSecret ?? randomBytes(48).toString('base64url'),
    adminJwtSecret: stored.adminJwtSecret ?? randomBytes(48).toString('base64url'),
    vapid: stored.vapid ?? generateVapidKeys(),
  };
  if (!stored.customerJwtSecret || !stored.adminJwtSecret || !stored.vapid) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Every setting the server reads (a deployment file naming another has a typo). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** The VAPID settings: both keys given, or (the demo shop only) generated; neither means no Web Push. */
function vapidProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together');
  else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const problem = vapidKeysProblem({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY });
    if (problem) problems.push(problem);
  }
  if (e.VAPID_SUBJECT) {
    const problem = vapidSubjectProblem(e.VAPID_SUBJECT);
    if (problem) problems.push(problem);
  }
  return problems;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { cwd?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ? path.resolve(options.cwd ?? process.cwd(), e.DATA_DIR) : path.join(INSTALL_ROOT, 'data');
  const stripeConfigured = Boolean(e.STRIPE_SECRET_KEY);

  const demo = e.SHOP_DEMO;
  const allowLocalPayments = e.ALLOW_LOCAL_PAYMENTS || demo;

  const problems: string[] = [];
  if (!demo) {
    // Only the demo shop makes up its own secrets; a real one is given them (decision 0171).
    if (!e.CUSTOMER_JWT_SECRET) problems.push('CUSTOMER_JWT_SECRET is required (or SHOP_DEMO=true for the demo shop)');
    if (!e.ADMIN_JWT_SECRET) problems.push('ADMIN_JWT_SECRET is required (or SHOP_DEMO=true for the demo shop)');
  }
  if (isProduction && !demo) {
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    if (!stripeConfigured && !allowLocalPayments)
      problems.push('STRIPE_SECRET_KEY is required in production (or set ALLOW_LOCAL_PAYMENTS=true to take test payments)');
  }
  if (isProduction) {
    if (stripeConfigured && !e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    if (stripeConfigured && !e.STRIPE_PUBLISHABLE_KEY)
      problems.push('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
  }
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required with ADMIN_EMAIL');
  if (e.CUSTOMER_JWT_SECRET && e.CUSTOMER_JWT_SECRET === e.ADMIN_JWT_SECRET)
    problems.push('CUSTOMER_JWT_SECRET and ADMIN_JWT_SECRET must differ');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (!trustProxy.ok) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  const databaseUrl = composeDatabaseUrl(e.DATABASE_URL, e.DATABASE_PASSWORD);
  if (!databaseUrl.ok) problems.push(databaseUrl.problem);
  const pushHosts = parsePushHosts(e.PUSH_ALLOWED_HOSTS);
  if (!pushHosts.ok) problems.push(`PUSH_ALLOWED_HOSTS: ${pushHosts.problem}`);
  problems.push(...vapidProblems(e));
  if (problems.length) throw new ConfigError(problems);

  const vapidGiven = e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined;
  const devSecrets =
    (e.CUSTOMER_JWT_SECRET && e.ADMIN_JWT_SECRET) && (vapidGiven || !demo) ? undefined : loadDevSecrets(dataDir);
  const vapidKeys = vapidGiven ?? (demo ? devSecrets!.vapid : null);
  const port = e.PORT;
  const supportEmail = (e.SUPPORT_EMAIL ?? defaultSupportEmail(e.PUBLIC_URL)).toLowerCase();
  const admin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { name: e.ADMIN_NAME, email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
      : demo
        ? { ...DEMO_ADMIN, name: e.ADMIN_NAME }
        : null;

  return {
    env: e.NODE_ENV,
    isProduction,
    demo,
    apiDocs: e.API_DOCS === undefined ? !(isProduction && !demo) : ['true', '1', 'yes'].includes(e.API_DOCS),
    host: e.HOST,
    port,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(options.cwd ?? process.cwd(), e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    databaseUrl: databaseUrl.ok ? databaseUrl.value : undefined,
    embeddedDbThread: e.EMBEDDED_DB_THREAD,
    databasePreparedStatements: ['true', '1', 'yes'].includes(e.DATABASE_PREPARED_STATEMENTS),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwt: {
      customerSecret: e.CUSTOMER_JWT_SECRET ?? devSecrets!.customerJwtSecret,
      adminSecret: e.ADMIN_JWT_SECRET ?? devSecrets!.adminJwtSecret,
      issuer: 'verdant-shop',
    },
    payments: {
      provider: stripeConfigured ? 'stripe' : 'local',
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Verdant <${supportEmail}>` },
    supportEmail,
    campaignPollMs: e.CAMPAIGN_POLL_MS,
    admin,
    anonymousFirstAdmin: !isProduction,
    // The demo catalogue and logins are seeded only into the demo shop.
    seed: e.SEED && demo,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: trustProxy.ok ? trustProxy.value : false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    metricsToken: e.METRICS_TOKEN,
    reservationMinutes: e.ORDER_RESERVATION_MINUTES,
    checkoutLine: { places: e.CHECKOUT_PLACES ?? (e.DATABASE_URL ? CHECKOUT_PLACES_POSTGRES : CHECKOUT_PLACES_EMBEDDED), maxWaitMs: e.CHECKOUT_WAIT_MS },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    geo: { reverseUrl: e.GEO_REVERSE_URL, ipUrl: e.GEO_IP_URL },
    push: {
      vapid: vapidKeys ? { ...vapidKeys, subject: e.VAPID_SUBJECT ?? `mailto:${supportEmail}` } : null,
      allowedHosts: pushHosts.ok ? pushHosts.value : { names: new Set(), suffixes: [], loopback: new Set() },
    },
    // The install's build, wherever the process was started from (decision 0258).
    distDir: path.join(INSTALL_ROOT, 'dist'),
  };
}
