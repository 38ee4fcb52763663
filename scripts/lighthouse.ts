/**
 * `npm run lighthouse`: Lighthouse CI (collect, assert, save reports) and a printed table of the
 * category scores and key timings per page, so every CI log carries the figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.lighthouseci', 'reports');
rmSync(path.join(root, '.lighthouseci'), { recursive: true, force: true });

const lhci = path.join(root, 'node_modules', '.bin', 'lhci');
const run = spawnSync(lhci, ['autorun', '--config=./lighthouserc.cjs'], { cwd: root, stdio: 'inherit' });

interface ManifestEntry {
  url: string;
  jsonPath: string;
  isRepresentativeRun: boolean;
  summary: Record<string, number>;
}
const manifestPath = path.join(outDir, 'manifest.json');
if (existsSync(manifestPath)) {
  // Lighthouse CI marks the median run of each page as its representative.
  const manifest = (JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[]).filter((entry) => entry.isRepresentativeRun);
  console.log('\nLighthouse figures (mobile emulation, median of 3 runs per page):');
  console.log('page'.padEnd(34), 'perf', 'a11y', 'best', 'seo ', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS');
  for (const entry of manifest) {
    const report = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const score = (key: string) => Math.round((entry.summary[key] ?? 0) * 100).toString().padStart(4);
    console.log(
      new URL(entry.url).pathname.padEnd(34),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      Math.round(audit('first-contentful-paint')).toString().padStart(6),
      Math.round(audit('largest-contentful-paint')).toString().padStart(6),
      Math.round(audit('total-blocking-time')).toString().padStart(6),
      audit('cumulative-layout-shift').toFixed(3),
    );
  }
}
rmSync(path.join(root, '.lh-data'), { recursive: true, force: true });
process.exit(run.status ?? 1);
