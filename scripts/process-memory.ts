/**
 * A process's memory as the operating system counts it, for the benchmarks that run the shop as a
 * process of its own: how much it holds now (VmRSS) and the most it ever held (VmHWM), from
 * /proc/<pid>/status, and where that memory sits, from /proc/<pid>/smaps (docs/measurements/memory.md
 * reads it). The shop's own heap figures cannot answer this: the embedded database's WebAssembly
 * memory and malloc's arenas are outside every V8 heap. Linux only; elsewhere the figures are NaN.
 */
import { readFileSync } from 'node:fs';

export interface ResidentMemory {
  /** Resident now, MiB. */
  rss: number;
  /** The highest resident size since the process started, MiB. */
  peak: number;
}

const MIB = 1024;

/** VmRSS and VmHWM of a process, in MiB (NaN when /proc cannot tell, or the process is gone). */
export function residentMemory(pid: number): ResidentMemory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / MIB;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/** "now 312 MiB, peak 340 MiB", for a printed line. */
export const describeResident = ({ rss, peak }: ResidentMemory) => `now ${rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`;

/**
 * The resident memory of a process by kind of mapping, MiB, from /proc/<pid>/smaps:
 * - `wasm`: WebAssembly memories. V8 reserves each one's whole address range up front (10 GiB:
 *   guard, usable part, the rest up to 8 GiB), the usable part read-write and the rest
 *   inaccessible, so a read-write mapping followed at once by an inaccessible one that together
 *   span 4 GiB or more is one; its resident part is the pages the module touched, which it never
 *   gives back.
 * - `mallocArenas`: glibc's per-thread arenas (64 MiB aligned reservations, the used head
 *   read-write, the tail inaccessible).
 * - `brk`: the main arena, the [heap] mapping.
 * - `otherAnonymous`: every other anonymous mapping: V8's heaps (each thread's), code space, stacks.
 * - `files`: mapped files (node itself, its libraries).
 */
export interface MemoryMap {
  wasm: number;
  /** The WebAssembly memories' usable size (what they have grown to), resident or not. */
  wasmSize: number;
  mallocArenas: number;
  brk: number;
  otherAnonymous: number;
  files: number;
}

const ARENA = 64 * 1024 * 1024;
const WASM_RESERVATION = 4 * 1024 * 1024 * 1024;

interface Mapping {
  start: number;
  end: number;
  access: string;
  name: string;
  rssKb: number;
}

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) list.push({ start: Number.parseInt(header[1]!, 16), end: Number.parseInt(header[2]!, 16), access: header[3]!, name: header[4]!.trim(), rssKb: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && list.length) list[list.length - 1]!.rssKb = Number(rss[1]);
  }
  return list;
}

export function memoryMap(pid: number): MemoryMap {
  const map: MemoryMap = { wasm: 0, wasmSize: 0, mallocArenas: 0, brk: 0, otherAnonymous: 0, files: 0 };
  let list: Mapping[];
  try {
    list = mappings(pid);
  } catch {
    return { wasm: Number.NaN, wasmSize: Number.NaN, mallocArenas: Number.NaN, brk: Number.NaN, otherAnonymous: Number.NaN, files: Number.NaN };
  }
  list.forEach((mapping, index) => {
    const next = list[index + 1];
    const tail = next && next.start === mapping.end && next.access === '---p' && next.name === '' ? next : null;
    let kind: keyof MemoryMap;
    if (mapping.name === '[heap]') kind = 'brk';
    else if (mapping.name.startsWith('/')) kind = 'files';
    else if (mapping.access === 'rw-p' && tail && tail.end - mapping.start >= WASM_RESERVATION) kind = 'wasm';
    else if (mapping.access === 'rw-p' && mapping.start % ARENA === 0 && (tail ? tail.end : mapping.end) - mapping.start === ARENA) kind = 'mallocArenas';
    else kind = 'otherAnonymous';
    map[kind] += mapping.rssKb / MIB;
    if (kind === 'wasm') map.wasmSize += (mapping.end - mapping.start) / (MIB * MIB);
  });
  return map;
}

/** "WebAssembly 180, malloc arenas 40, ..." in MiB, for a printed line. */
export const describeMap = (map: MemoryMap) =>
  `WebAssembly memory ${map.wasm.toFixed(0)} (grown to ${map.wasmSize.toFixed(0)}), malloc arenas ${map.mallocArenas.toFixed(0)}, [heap] ${map.brk.toFixed(0)}, ` +
  `other anonymous (V8 heaps, code, stacks) ${map.otherAnonymous.toFixed(0)}, files ${map.files.toFixed(0)} MiB`;
