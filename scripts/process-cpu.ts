/**
 * CPU time read from /proc, for the benchmarks' "CPU per order": one process's (the shop), and
 * every PostgreSQL process's together (the backends serving the shop do the database's work).
 * Linux only; elsewhere the figures are NaN and the benchmarks say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User plus system CPU of one process, in milliseconds (NaN when /proc cannot tell). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from the ')' that ends it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** Each running process's CPU so far, by pid, with its command name (empty without /proc). */
function cpuByProcess(): Map<number, { name: string; ms: number }> {
  const found = new Map<number, { name: string; ms: number }>();
  if (!existsSync('/proc')) return found;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ms = processCpuMs(Number(entry));
    if (!Number.isFinite(ms)) continue;
    let name = '?';
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      // The process ended between the two reads.
    }
    found.set(Number(entry), { name, ms });
  }
  return found;
}

/**
 * The processes that used at least `minShare` of one core over the next `windowMs`, busiest
 * first: what else is running before a timing that the machine's speed decides (Lighthouse's
 * blocking time is this machine's task lengths times four).
 */
export async function busyProcesses(windowMs = 2000, minShare = 0.05): Promise<{ pid: number; name: string; share: number }[]> {
  const before = cpuByProcess();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const busy: { pid: number; name: string; share: number }[] = [];
  for (const [pid, { name, ms }] of cpuByProcess()) {
    const share = (ms - (before.get(pid)?.ms ?? 0)) / windowMs;
    if (share >= minShare) busy.push({ pid, name, share });
  }
  return busy.sort((a, b) => b.share - a.share);
}

/** CPU of every process named `postgres` on this machine, in milliseconds (NaN without /proc). */
export function postgresCpuMs(): number {
  if (!existsSync('/proc')) return Number.NaN;
  let total = 0;
  for (const { name, ms } of cpuByProcess().values()) if (name === 'postgres') total += ms;
  return total;
}
