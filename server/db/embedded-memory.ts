/**
 * What the embedded database may hold in memory, in one place: the PostgreSQL settings PGlite starts
 * with, and the young generation of the worker thread that runs it. PGlite's WebAssembly memory grows
 * as PostgreSQL touches it and never shrinks, and its defaults are a server's (128 MB of shared
 * buffers), so under load the embedded shop held two to three times the PostgreSQL-backed one's
 * memory (docs/decisions/0286-the-embedded-shop-s-memory.md, docs/measurements/memory.md).
 */
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters (it passes none of its defaults once any are given), then ours:
 * - shared_buffers 16 MB, not 128: the buffer cache sits inside the WebAssembly memory, every page
 *   it ever held stays resident, and a page not in it is read from the operating system's file
 *   cache, which the kernel can give back;
 * - temp_buffers 2 MB (8): the shop makes no temporary tables;
 * - maintenance_work_mem 16 MB (64): an index build or a restore's would grow the memory for good.
 * work_mem stays 4 MB: a sort past it spills to a file, and the reports sort.
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * The database worker's V8 heap: it holds little (statements in, rows out), but V8 gives each
 * thread a 32 MB young generation, which it fills before collecting. 8 MB collects more often,
 * each collection as short.
 */
export const EMBEDDED_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 } as const;
