/**
 * `npm run lighthouse`: Lighthouse CI (collect, assert, save reports) and a printed table of the
 * category scores and key timings per page, so every CI log carries the figures, beside what
 * decides the blocking time besides the page: the load average, any other busy process, and
 * Lighthouse's own measure of this machine's speed (its benchmark index, per run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNow } from './bench-engines';
import { busyProcesses } from './process-cpu';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.lighthouseci', 'reports');
rmSync(path.join(root, '.lighthouseci'), { recursive: true, force: true });

const busy = await busyProcesses();
console.log(`Before Lighthouse: load average ${loadNow()} on ${os.cpus().length} cores; busy processes: ${
  busy.length ? busy.map((other) => `${other.name} (pid ${other.pid}, ${Math.round(other.share * 100)}% of a core)`).join(', ') : 'none'
}`);

const lhci = path.join(root, 'node_modules', '.bin', 'lhci');
const run = spawnSync(lhci, ['autorun', '--config=./lighthouserc.cjs'], { cwd: root, stdio: 'inherit' });

interface ManifestEntry {
  url: string;
  jsonPath: string;
  summary: Record<string, number>;
}
const manifestPath = path.join(outDir, 'manifest.json');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (existsSync(manifestPath)) {
  // Every run of every page; each figure printed is the median over the page's runs, as the
  // assertions in lighthouserc.cjs take it, and each run's score is listed beside it.
  const runs = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  const pages = [...new Set(runs.map((run) => run.url))];
  console.log(`\nLighthouse figures (mobile emulation; medians of ${runs.length / Math.max(pages.length, 1)} runs per page; load average now ${loadNow()}):`);
  console.log('page'.padEnd(34), 'perf', 'a11y', 'best', 'seo ', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS  ', 'perf per run', ' benchmark index per run');
  for (const url of pages) {
    const pageRuns = runs.filter((run) => run.url === url);
    const reports = pageRuns.map((run) => JSON.parse(readFileSync(run.jsonPath, 'utf8')));
    const audit = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
    const score = (key: string) => Math.round(median(pageRuns.map((run) => run.summary[key] ?? 0)) * 100).toString().padStart(4);
    console.log(
      new URL(url).pathname.padEnd(34),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      Math.round(audit('first-contentful-paint')).toString().padStart(6),
      Math.round(audit('largest-contentful-paint')).toString().padStart(6),
      Math.round(audit('total-blocking-time')).toString().padStart(6),
      audit('cumulative-layout-shift').toFixed(3),
      pageRuns.map((run) => Math.round((run.summary.performance ?? 0) * 100)).join(' ').padEnd(13),
      reports.map((report) => Math.round(report.environment?.benchmarkIndex ?? NaN)).join(' '),
    );
  }
}
rmSync(path.join(root, '.lh-data'), { recursive: true, force: true });
process.exit(run.status ?? 1);
