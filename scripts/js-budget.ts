/**
 * The JavaScript budget of the landing page (decision 0105): every script the browser
 * must download to show and run `/`, as transferred (brotli, the copies the server sends), printed
 * chunk by chunk, failing above the budget below (140 KB). "The landing route" is the entry chunk with everything it
 * imports statically (what index.html's start script loads and modulepreloads, decision 0108),
 * the start script itself, plus the home page's own chunk and its static imports; code loaded later on demand (other pages, currency detection on a first
 * visit, the offline warm-up) is not in it. Read from Vite's build manifest, built if stale.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildIfStale, root } from './build-if-stale';

// The landing route's limit (docs/architecture.md#performance-goals). 125.4 KB at decision 0107 (axios left the first load; it was 143.8 KB).
export const BUDGET_BYTES = 140 * 1024;
const HOME_PAGE_SOURCE = 'src/features/catalogue/pages/HomePage.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of manifest[start]?.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/** Bytes on the wire: the build's brotli copy (scripts/precompress-plugin.ts), or brotli now. */
function transferredBytes(file: string): number {
  const full = path.join(root, 'dist', file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Scripts index.html names itself (the start script of decision 0108 is not a chunk of the manifest). */
function scriptsOfIndexHtml(): string[] {
  const html = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!);
}

function main(): void {
  const failed = buildIfStale();
  if (failed !== null) process.exit(failed);
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry || !manifest[HOME_PAGE_SOURCE]) throw new Error('the build manifest has no index.html entry or no home page chunk');
  const chunks = staticClosure(manifest, HOME_PAGE_SOURCE, staticClosure(manifest, entry));
  const rows = [...[...chunks].map((key) => manifest[key]!.file), ...scriptsOfIndexHtml()]
    .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index)
    .map((file) => ({ file, bytes: transferredBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('Landing route JavaScript, as transferred (brotli):');
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
  console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) {
    console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
    process.exit(1);
  }
}

main();
