/**
 * Starts the shop: config from the environment, the database (waited for while unreachable), PWA
 * and API on one port, then the database migrated (and seeded in the demo shop). The port is open
 * while migrations run so the readiness check can say so
 * (docs/decisions/0194-liveness-and-readiness.md); the banner is printed once the shop serves.
 * SIGTERM and SIGINT mark the process not ready and shut it down in order (shutdown.ts); so does
 * the embedded database's thread stopping, with exit code 1 (decision 0238). This file
 * is the production command's entry point (scripts/production-command.ts).
 */
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, DEMO_CUSTOMER, loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { DatabaseUnreachableError, openWhenReachable } from './db/open-when-reachable';
import { prepareDatabase } from './db/prepare';
import { adminPasswordProblem } from './modules/accounts';
import { createReadiness } from './lib/readiness';
import { exitInOrderOnSignals } from './shutdown';

function printBanner(config: Config, url: string): void {
  const lines = [``, `  Verdant shop is running at ${url}`];
  if (config.apiDocs) lines.push(`  API docs:  ${url}/api/docs`);
  if (config.seed && config.admin) {
    lines.push(
      `  Demo admin:     ${config.admin.email} / ${config.admin.password}   (${url}/admin/login)`,
      `  Demo customer:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    );
  }
  lines.push(
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Payments: ${config.payments.provider === 'stripe' ? 'Stripe' : 'local test provider (test cards, no real money)'}`,
    `  Email:    ${config.mail.smtpUrl ? 'SMTP' : `a file per email in ${path.join(config.dataDir, 'mail')}`}`,
    ``,
  );
  console.log(lines.join('\n'));
}

export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(env);
  const log = (message: string) => console.log(`  ${message}`);
  // Before the app is up, a lost embedded database fails the start-up's own calls, which end the process.
  let stopAfterFatal = (_error: Error) => {};
  const database = await openWhenReachable(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedThread: config.embeddedDbThread, preparedStatements: config.databasePreparedStatements, onEmbeddedLost: (error) => stopAfterFatal(error) },
    { waitMs: config.databaseWaitMs, log },
  );
  const readiness = createReadiness('migrating');
  const app = await buildApp({ config, database, readiness });
  stopAfterFatal = exitInOrderOnSignals(app, database, { graceMs: config.shutdownGraceMs, onSignal: () => readiness.set('stopping') });
  await app.listen({ host: config.host, port: config.port });
  try {
    await prepareDatabase(database, config, log, adminPasswordProblem);
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  // Before the first answer is cached: a product's first sale is then judged on what it changed (decision 0245).
  await app.stockLevels.prime();
  readiness.set('serving');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, `http://localhost:${port}`);
  return app;
}

/** The one line an operator needs when the shop cannot start; a stack trace only when unexpected. */
export function reportStartFailure(error: unknown): void {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n\nSee README.md, "Configuration".\n`);
  } else if (error instanceof DataDirInUseError || error instanceof DatabaseUnreachableError) {
    console.error(`\nThe shop could not start: ${error.message}\n`);
  } else {
    console.error('The server could not start:', error);
  }
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  startServer().catch((error: unknown) => {
    reportStartFailure(error);
    process.exit(1);
  });
}
