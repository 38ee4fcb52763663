/**
 * A Vite plugin that makes index.html ask for the app's scripts after the first frame instead of
 * with the page (decision 0108): the entry's `<script type="module">` and its `modulepreload`
 * links become data on one small deferred classic script, built from
 * src/app/start-after-first-paint.ts, which adds them back once the server-rendered page is laid
 * out. Build only: the dev server serves index.html's own module script.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { startAppAfterFirstPaint } from '../src/app/start-after-first-paint.ts';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The classic script's source: the function, called on the page. */
export function startScriptSource(): string {
  return `(${startAppAfterFirstPaint.toString()})(document, window);\n`;
}

export function startAfterFirstPaint(): Plugin {
  const source = startScriptSource();
  const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'verdant:start-after-first-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('startAfterFirstPaint: index.html has no module entry script to defer');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const start = `\n    <script defer src="/${fileName}" data-app-entry="${entry[1]}" data-app-preload="${preloads.join(' ')}"></script>`;
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, start);
      },
    },
  };
}
