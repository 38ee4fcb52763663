/**
 * Loaded into the shop's process with `--import` by `scripts/bench-checkout.ts` when BENCH_MEMORY_PROBE
 * is set, to say how much of the process's memory each V8 heap holds: the request thread's and the
 * embedded database's worker thread's (Node runs an `--import` module in every thread). The operating
 * system sees one resident size (scripts/process-memory.ts splits it by kind of mapping, but cannot
 * tell one thread's heap from another's); this tells them apart. On SIGUSR2 the request thread
 * prints its figures and asks every other thread, over a BroadcastChannel, to print theirs; each
 * prints one line `memory-probe {json}` to stderr. With MEMORY_PROBE_SNAPSHOTS set to a folder,
 * each thread also writes a heap snapshot there first (slow: seconds for a large heap), for finding
 * what holds a heap. Plain JavaScript: production runs no loader.
 */
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';
import v8 from 'node:v8';

const MIB = 1024 * 1024;
const channel = new BroadcastChannel('memory-probe');
// The channel must not keep a thread alive: the shop's shutdown decides when threads end.
channel.unref();

function print() {
  const snapshot = process.env.MEMORY_PROBE_SNAPSHOTS ? v8.writeHeapSnapshot(`${process.env.MEMORY_PROBE_SNAPSHOTS}/thread-${threadId}-${Date.now()}.heapsnapshot`) : null;
  const heap = v8.getHeapStatistics();
  const usage = process.memoryUsage();
  const figures = {
    thread: isMainThread ? 'main' : `worker ${threadId}`,
    heapTotal: heap.total_heap_size / MIB,
    heapUsed: heap.used_heap_size / MIB,
    heapLimit: heap.heap_size_limit / MIB,
    mallocedByV8: heap.malloced_memory / MIB,
    external: usage.external / MIB,
    arrayBuffers: usage.arrayBuffers / MIB,
    snapshot,
    spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size / MIB])),
  };
  process.stderr.write(`memory-probe ${JSON.stringify(figures)}\n`);
}

channel.onmessage = () => print();
if (isMainThread)
  process.on('SIGUSR2', () => {
    print();
    channel.postMessage('print');
  });
