// The bench's allocation probe and its summary (scripts/allocation-probe.mjs, scripts/allocation-profile.ts):
// the probe must count garbage the collector has already freed, or the summary says nothing about
// what the collector spends its time on.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { originOf, summariseAllocations } from '../../scripts/allocation-profile';
import { useTempFolders } from '../support/temp-folders';

const root = path.resolve(import.meta.dirname, '../..');
const folder = useTempFolders('allocation-probe-');

const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber, scriptId: '0', columnNumber: 0 });

describe('allocation summary', () => {
  it('adds each site once however deep its calls, and ranks origins and sites by bytes', () => {
    const file = path.join(folder(), 'allocations-main.heapprofile');
    const sql = frame('sql', 'file:///shop/node_modules/drizzle-orm/sql/sql.js', 281);
    writeFileSync(
      file,
      JSON.stringify({
        head: {
          callFrame: frame('(root)', '', -1),
          selfSize: 0,
          children: [
            { callFrame: frame('handler', 'file:///shop/dist/server/app/main.mjs', 9), selfSize: 100, children: [{ callFrame: sql, selfSize: 300, children: [] }] },
            { callFrame: frame('other', 'file:///shop/dist/server/app/main.mjs', 19), selfSize: 50, children: [{ callFrame: sql, selfSize: 200, children: [] }] },
            { callFrame: frame('slice', 'node:buffer', 633), selfSize: 25, children: [] },
          ],
        },
      }),
    );
    const summary = summariseAllocations(file, 2);
    expect(summary.totalBytes).toBe(675);
    expect(summary.byOrigin).toEqual([
      { origin: 'drizzle-orm', bytes: 500 },
      { origin: 'the shop', bytes: 150 },
    ]);
    expect(summary.bySite[0]).toEqual({ site: 'sql (drizzle-orm/sql/sql.js:282)', bytes: 500 });
    expect(summary.bySite[1]).toEqual({ site: 'handler (the shop:10)', bytes: 100 });
  });

  it('names origins by package, scoped ones included, by Node module, and the server bundle', () => {
    expect(originOf('file:///a/node_modules/@fastify/rate-limit/index.js')).toBe('@fastify/rate-limit');
    expect(originOf('node:internal/streams/readable')).toBe('node:internal');
    expect(originOf('file:///a/dist/server/app/main.mjs')).toBe('the shop');
    expect(originOf('')).toBe('(V8 and native code)');
  });

  it('the probe writes, as the process exits, a profile that counts garbage already collected', () => {
    const into = folder();
    // 20,000 short-lived arrays of 1,000 numbers: about 160 MB, none of it alive at the end.
    const script = 'function churn() { let kept = 0; for (let i = 0; i < 20000; i++) kept += new Array(1000).fill(i).length; return kept; } churn();';
    const run = spawnSync(process.execPath, ['--import', path.join(root, 'scripts/allocation-probe.mjs'), '-e', script], {
      env: { ...process.env, ALLOCATION_PROBE_DIR: into },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const summary = summariseAllocations(path.join(into, 'allocations-main.heapprofile'));
    expect(summary.totalBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(summary.bySite.some((entry) => entry.site.startsWith('churn ') || entry.site.startsWith('fill '))).toBe(true);
  });
});
