/**
 * Loaded into the shop's process with `--import` by `scripts/bench-checkout.ts` when BENCH_ALLOCATIONS
 * is set, to say where the garbage the collector spends its time on comes from. Each thread (Node
 * runs an `--import` module in every thread) samples its allocations from the moment it starts,
 * those the collector has since freed included (V8's sampling heap profiler keeps only live objects
 * unless asked), and writes them as a `.heapprofile` (Chrome DevTools' format) into
 * ALLOCATION_PROBE_DIR when it exits. The in-thread inspector session answers synchronously, so the
 * profile can be taken in the `exit` event. A worker stopped with `terminate()` (the embedded
 * database's) runs no `exit` handler and writes nothing. Plain JavaScript: production runs no loader.
 */
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, threadId } from 'node:worker_threads';

const folder = process.env.ALLOCATION_PROBE_DIR;
if (folder) {
  const session = new inspector.Session();
  session.connect();
  session.post('HeapProfiler.enable');
  // One sample every 32 KB allocated on average: enough to rank the sites over a run of thousands of orders.
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 32768,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  process.on('exit', () => {
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) return void process.stderr.write(`allocation-probe: ${error.message}\n`);
      const name = isMainThread ? 'main' : `worker-${threadId}`;
      writeFileSync(path.join(folder, `allocations-${name}.heapprofile`), JSON.stringify(result.profile));
    });
  });
}
