/**
 * Reads a sampled allocation profile (`.heapprofile`, as scripts/allocation-probe.mjs writes it) and
 * says where the bytes were allocated: in all, by package (or the shop's own bundle), and by the
 * functions that allocated most themselves, per paid order for `scripts/bench-checkout.ts` with
 * BENCH_ALLOCATIONS; the file also opens in Chrome DevTools' Memory panel for the whole tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

export interface AllocationSummary {
  totalBytes: number;
  byOrigin: Array<{ origin: string; bytes: number }>;
  bySite: Array<{ site: string; bytes: number }>;
}

/** A URL's package under node_modules, `node:<module>` for Node's own, `the shop` for the server bundle. */
export function originOf(url: string): string {
  if (!url) return '(V8 and native code)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url.includes('/dist/server/')) return 'the shop';
  return url;
}

/** A site's file: its path inside its package, Node's module name, or the origin for the rest. */
function placeOf(url: string): string {
  const inPackage = /node_modules\/(.+)$/.exec(url);
  return inPackage ? inPackage[1]! : originOf(url);
}

function largest<T extends string>(totals: Map<T, number>, count: number): Array<[T, number]> {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

export function summariseAllocations(file: string, count = 8): AllocationSummary {
  const head = (JSON.parse(readFileSync(file, 'utf8')) as { head: ProfileNode }).head;
  const byOrigin = new Map<string, number>();
  const bySite = new Map<string, number>();
  let totalBytes = 0;
  // Iterative: the tree is as deep as the deepest stack.
  const pending: ProfileNode[] = [head];
  for (let node = pending.pop(); node; node = pending.pop()) {
    pending.push(...node.children);
    if (node.selfSize === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const origin = originOf(url);
    const site = `${functionName || '(anonymous)'} (${placeOf(url)}${url ? `:${lineNumber + 1}` : ''})`;
    totalBytes += node.selfSize;
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + node.selfSize);
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  }
  return {
    totalBytes,
    byOrigin: largest(byOrigin, count).map(([origin, bytes]) => ({ origin, bytes })),
    bySite: largest(bySite, count).map(([site, bytes]) => ({ site, bytes })),
  };
}

/** Each thread's profile in `folder`, in lines: its bytes in all and per paid order, by origin and by site (the process has exited and written them). */
export function describeAllocations(folder: string, paidOrders: number): string[] {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const perOrder = (bytes: number) => `${(bytes / 1024 / paidOrders).toFixed(0)} KiB`;
  return readdirSync(folder)
    .filter((name) => name.startsWith('allocations-') && name.endsWith('.heapprofile'))
    .flatMap((name) => {
      const summary = summariseAllocations(path.join(folder, name));
      return [
        `${name}: ${mib(summary.totalBytes)} allocated, ${perOrder(summary.totalBytes)} a paid order (${paidOrders} paid)`,
        `  by origin: ${summary.byOrigin.map((entry) => `${entry.origin} ${perOrder(entry.bytes)}`).join(', ')}`,
        `  heaviest sites: ${summary.bySite.map((entry) => `${entry.site} ${perOrder(entry.bytes)}`).join(', ')}`,
      ];
    });
}
