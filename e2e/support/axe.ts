/**
 * Accessibility scans for the e2e suite, by axe-core (a scanner none of us wrote, run through
 * @axe-core/playwright with every rule it enables by default: WCAG 2.x A and AA plus its best
 * practices). The bar (docs/decisions/0165-accessibility-scans.md): no serious or critical
 * violation anywhere; a moderate or minor one fails too unless the allow-list below names its rule
 * and where it may appear, with the reason it stays.
 *
 * Each scan is also written to a log under the run's output folder, so the spec can print one
 * summary of the whole run (pages scanned, violations by impact and by rule) even when Playwright
 * restarted its worker after a failure. With AXE_SHOTS set to a folder, each scanned page is also
 * saved there as a picture (named by scan and width), to compare the look before and after a fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settled } from './settled';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

/** A moderate or minor finding that stays, and why (each also in the decision record). */
export interface Allowance {
  rule: string;
  /** The scans (by their name, e.g. "admin: dashboard") where it may appear. */
  where: RegExp;
  why: string;
}

/**
 * Empty: every finding of the first full run was fixed rather than excused. A line added here must
 * also be written, with its reason, in docs/decisions/0165-accessibility-scans.md.
 */
export const ALLOWED: readonly Allowance[] = [];

interface Finding {
  rule: string;
  impact: Impact;
  help: string;
  nodes: string[];
  allowed: boolean;
}

interface ScanRecord {
  scan: string;
  width: number;
  findings: Finding[];
}

const logFile = (testInfo: TestInfo) => join(testInfo.project.outputDir, 'axe-scans.jsonl');

/**
 * Scans the page as it is now and fails the test on any serious or critical violation, and on any
 * moderate or minor one the allow-list does not name for this scan.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, scan: string): Promise<void> {
  await settled(page);
  // A sandboxed frame without scripts (the email previews) never runs axe: its timers never fire,
  // so the scan would wait forever. What it shows is an email, not a screen of the shop.
  // Only the violations are read, so axe is told to gather only them in full (its `resultTypes`
  // option): every rule still runs on every node, but the passes are not collected node by node.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').options({ resultTypes: ['violations'] }).analyze();
  const width = page.viewportSize()?.width ?? 0;
  const findings: Finding[] = results.violations.map((violation) => {
    const impact = (violation.impact ?? 'minor') as Impact;
    const excusable = impact === 'moderate' || impact === 'minor';
    return {
      rule: violation.id,
      impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
      allowed: excusable && ALLOWED.some((allowance) => allowance.rule === violation.id && allowance.where.test(scan)),
    };
  });
  const shots = process.env.AXE_SHOTS;
  if (shots) await page.screenshot({ path: join(shots, `${scan.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`), fullPage: true });
  const record: ScanRecord = { scan, width, findings };
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  appendFileSync(logFile(testInfo), `${JSON.stringify(record)}\n`);

  const failing = findings.filter((finding) => !finding.allowed);
  const described = failing.map((finding) => `[${finding.impact}] ${finding.rule}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`);
  expect.soft(described, `axe on "${scan}" at ${width} px`).toEqual([]);
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The run's summary so far: pages scanned, violations by impact and by rule (one per page and rule). */
export function axeSummary(testInfo: TestInfo): string {
  const file = logFile(testInfo);
  if (!existsSync(file)) return 'axe: no scans recorded';
  const records = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScanRecord);
  const scans = new Map(records.map((record) => [`${record.scan} @${record.width}`, record]));
  const findings = [...scans.values()].flatMap((record) => record.findings);
  const byImpact = countBy(findings, (finding) => finding.impact);
  const byRule = countBy(findings, (finding) => `${finding.rule} (${finding.impact}${finding.allowed ? ', allowed' : ''})`);
  const widths = countBy([...scans.values()], (record) => `${record.width} px`);
  return [
    `axe summary: ${scans.size} page scans (${[...widths].map(([width, count]) => `${count} at ${width}`).join(', ')})`,
    `  violations by impact: ${IMPACTS.map((impact) => `${impact} ${byImpact.get(impact) ?? 0}`).join(', ')}`,
    `  allowed (decision 0165): ${findings.filter((finding) => finding.allowed).length}`,
    `  by rule: ${byRule.size === 0 ? 'none' : [...byRule].map(([rule, count]) => `${rule} on ${count} page${count === 1 ? '' : 's'}`).join('; ')}`,
  ].join('\n');
}
