/**
 * `npm run test:contract`: the API document tried the way a client developer would. Builds the
 * app in-process, takes /api/docs/json through `inject`, lints it with Redocly's recommended
 * rules (redocly.yaml; any error or warning fails) and generates TypeScript types from it with
 * openapi-typescript, then type-checks a probe that names every operation's every 4xx answer, so
 * a generated client can type each refusal. The shop's own client keeps its types from the zod
 * contracts in src/contracts; these generated types are thrown away after the check.
 *
 * Offline by design: Redocly's telemetry and update check are switched off, nothing is fetched.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const TSC = require.resolve('typescript/bin/tsc');
const OFFLINE_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

interface ApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
}

async function servedDocument(dataDir: string): Promise<string> {
  const config = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir, inMemory: true });
  const app = await buildApp({ config, database });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}: ${res.body}`);
    return res.body;
  } finally {
    await app.close();
    await database.close();
  }
}

function lint(documentFile: string): LintReport {
  const run = spawnSync(
    process.execPath,
    [REDOCLY, 'lint', documentFile, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000'],
    { env: OFFLINE_ENV, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  try {
    return JSON.parse(run.stdout) as LintReport;
  } catch {
    throw new Error(`redocly lint gave no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}

/** A module that names every 4xx answer of every operation through the generated types. */
function refusalProbe(document: ApiDocument): string {
  const lines = ["import type { operations } from './api-types';", ''];
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const status of Object.keys(operation.responses ?? {}).filter((code) => code.startsWith('4'))) {
        const name = `${operation.operationId}${status}`;
        lines.push(`export type ${name} = operations['${operation.operationId}']['responses'][${status}]['content']['application/json']['message'];`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

function typecheck(dir: string, files: string[]): void {
  const run = spawnSync(process.execPath, [TSC, '--noEmit', '--strict', '--skipLibCheck', 'false', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', ...files], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`the generated types do not type-check:\n${run.stdout}${run.stderr}`);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-contract-'));
let failed = false;
try {
  const body = await servedDocument(path.join(workDir, 'data'));
  const documentFile = path.join(workDir, 'openapi.json');
  writeFileSync(documentFile, body);
  const document = JSON.parse(body) as ApiDocument;
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

  const report = lint(documentFile);
  const { errors, warnings } = report.totals;
  console.log(`redocly lint (recommended rules), ${operations.length} operations: ${errors} errors, ${warnings} warnings`);
  for (const problem of report.problems) console.log(`  ${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
  if (errors + warnings > 0) failed = true;

  const types = astToString(await openapiTS(body));
  writeFileSync(path.join(workDir, 'api-types.ts'), types);
  const unnamed = operations.filter((operation) => !operation.operationId || !types.includes(`    ${operation.operationId}: {`));
  if (unnamed.length) {
    failed = true;
    console.log(`openapi-typescript: ${unnamed.length} operations without a named type`);
  }
  writeFileSync(path.join(workDir, 'refusals.ts'), refusalProbe(document));
  typecheck(workDir, ['api-types.ts', 'refusals.ts']);
  console.log(`openapi-typescript: ${types.split('\n').length} lines of types, every operation named, every 4xx answer typed`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
if (failed) {
  console.error('The API contract check failed.');
  process.exitCode = 1;
}
