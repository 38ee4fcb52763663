/**
 * A Vite plugin that preloads the few font files the first paint needs, so text is drawn once in
 * its real face instead of swapping from a fallback (a swap reflows the banner: layout shift).
 * The files carry content hashes, so the links are written at build time from the bundle.
 */
import type { Plugin } from 'vite';

export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'verdant:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return patterns.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preloadFonts: no built file matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}
