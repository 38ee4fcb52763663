/**
 * Starts the shop: config from the environment, the database, PWA and API on one port, then the
 * database migrated (and seeded in development). The port is open while migrations run so the
 * readiness check can say so (docs/decisions/0194-liveness-and-readiness.md); the banner is
 * printed once the shop serves. SIGTERM and SIGINT mark the process not ready, finish in-flight
 * requests and close the database before exiting.
 */
import { buildApp } from './app';
import { ConfigError, DEMO_CUSTOMER, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createReadiness } from './lib/readiness';

const SHUTDOWN_GRACE_MS = 10_000;

function printBanner(config: Config, url: string): void {
  const lines = [``, `  Verdant shop is running at ${url}`, `  API docs:  ${url}/api/docs`];
  if (config.seed && config.admin) {
    lines.push(
      `  Demo admin:     ${config.admin.email} / ${config.admin.password}   (${url}/admin/login)`,
      `  Demo customer:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    );
  }
  lines.push(
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Payments: ${config.payments.provider === 'stripe' ? 'Stripe' : 'local test provider (test cards, no real money)'}`,
    `  Email:    ${config.mail.smtpUrl ? 'SMTP' : 'outbox table (readable by admins)'}`,
    ``,
  );
  console.log(lines.join('\n'));
}

export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const readiness = createReadiness('migrating');
  const app = await buildApp({ config, database, readiness });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
  try {
    await prepareDatabase(database, config, (message) => console.log(`  ${message}`));
  } catch (error) {
    await app.close();
    throw error;
  }
  readiness.set('serving');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, `http://localhost:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.set('stopping');
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return app;
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n\nSee README.md, "Configuration".\n`);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  });
}
