/**
 * `npm run test:pg`: the server tests on PostgreSQL only (the `server-pg` vitest project), against
 * TEST_DATABASE_URL or, when it is unset, the local server CI uses. Each test file creates and
 * drops a database of its own there, so the role needs CREATE DATABASE.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'server-pg', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
