/**
 * Server-rendered storefront pages (docs/decisions/0100). The renderer is the Vite SSR build of
 * src/entry-server.tsx (dist/server/entry-server.js): the same route table and components as the
 * browser. This module answers the renderer's data needs from the catalogue's answer cache, pastes
 * the page into the built index.html, and caches the result per URL for as long as the catalogue
 * answers it was made from (docs/decisions/0102): a repeat visit costs a map lookup. A sale drops
 * only the pages that show the products sold (decision 0223).
 *
 * Without a server build (tests, `npm run dev`), or for the pages that are not server-rendered,
 * the caller sends the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataNeed, PageRendererEntry, SeededQuery } from '#contracts/page-rendering';
import type { App } from '../app-types';
import { HttpError } from '../lib/http-errors';
import { type Built, type CachedAnswer, ResponseCache, sendCachedAnswer } from '../lib/response-cache';
import { cachedFeatured, cachedProduct, cachedProducts, catalogueQuery } from '../modules/products';
import { clientConfigOf } from '../modules/settings';

/** What the caller does when this module does not answer: send the shell with this status. */
export type PageOutcome = { served: true } | { served: false; shellStatus: number };

export interface PageRenderer {
  serve(request: FastifyRequest, reply: FastifyReply): Promise<PageOutcome>;
  /** Every public storefront page, for the sitemap. */
  publicPages: readonly string[];
}

/** index.html cut where the page's head tags and markup go. */
interface Template {
  beforeHead: string;
  betweenHeadAndRoot: string;
  afterRoot: string;
}

const HEAD_TAGS = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;
const ROOT = '<div id="root"></div>';
/** The shell's "needs JavaScript" note: a rendered page reads fine without scripts. */
const NOSCRIPT = /<noscript>\s*<p[\s\S]*?<\/noscript>\s*/;

export function cutTemplate(html: string): Template {
  const head = HEAD_TAGS.exec(html);
  const root = html.indexOf(ROOT);
  if (!head || root < 0) throw new Error('dist/index.html has no <title>, description meta or empty #root to render into');
  return {
    beforeHead: html.slice(0, head.index),
    betweenHeadAndRoot: html.slice(head.index + head[0].length, root),
    afterRoot: html.slice(root + ROOT.length).replace(NOSCRIPT, ''),
  };
}

async function loadEntry(distDir: string): Promise<PageRendererEntry | null> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { entry: PageRendererEntry }).entry;
}

const dataOf = (answer: CachedAnswer) => (JSON.parse(answer.body.toString('utf8')) as { data: Record<string, unknown> }).data;

/** A need's answer, with the products whose stock it shows (the page shows them too). */
interface Answered {
  seeded: SeededQuery;
  tags: Iterable<string>;
}

/** One need answered from the catalogue cache; a missing product is an answer too (the page is a 404). */
async function answerNeed(app: App, need: DataNeed): Promise<Answered> {
  try {
    if (need.read === 'config') return { seeded: { key: need.key, data: await clientConfigOf(app) }, tags: [] };
    if (need.read === 'featured') {
      const answer = await cachedFeatured(app);
      return { seeded: { key: need.key, data: dataOf(answer).products }, tags: answer.tags };
    }
    if (need.read === 'product') {
      const answer = await cachedProduct(app, need.idOrSlug);
      return { seeded: { key: need.key, data: dataOf(answer).product }, tags: answer.tags };
    }
    const answer = await cachedProducts(app, catalogueQuery.parse(need.query));
    const whole = dataOf(answer);
    return { seeded: { key: need.key, data: need.pick === 'whole' ? whole : whole.allProducts }, tags: answer.tags };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { seeded: { key: need.key, notFound: true }, tags: [] };
    throw error;
  }
}

export async function createPageRenderer(app: App): Promise<PageRenderer | null> {
  const entry = await loadEntry(app.config.distDir);
  const indexFile = path.join(app.config.distDir, 'index.html');
  if (!entry || !existsSync(indexFile)) return null;
  const template = cutTemplate(readFileSync(indexFile, 'utf8'));
  const pages = new ResponseCache();
  // A page shows what its answers show: it is dropped with them, all at once or by product (decision
  // 0223). A sale drops a page only once the stock it shows moved (a badge, or a count an order could
  // reach, decision 0235): a product selling from 80 to 79 shows the same page, while its JSON answer,
  // which carries the count, follows every sale. A count shows on the product's own page only; the
  // pages listing it (every product page lists the others) go when its badge changes (decision 0245).
  app.catalogueCache.follow((changed, levels, shown) => (changed ? pages.dropTagged(shown, levels) : pages.invalidate()));
  const { renderPage, pageCacheKey, pageDataScript } = entry;

  async function render(url: URL, needs: DataNeed[]): Promise<Built> {
    const answers = await Promise.all(needs.map((need) => answerNeed(app, need)));
    const page = await renderPage(url, answers.map((answer) => answer.seeded), app.config.publicUrl);
    const data = pageDataScript(page.data);
    const text = `${template.beforeHead}${page.head}${template.betweenHeadAndRoot}<div id="root">${page.body}</div>${data}${template.afterRoot}`;
    return { text, status: page.status, tags: answers.flatMap((answer) => [...answer.tags]) };
  }

  return {
    publicPages: entry.publicPages,
    async serve(request, reply) {
      const url = new URL(request.url, 'http://page.local');
      const key = pageCacheKey(url);
      // Only rendered pages are kept, so a kept one needs no plan: matching the route table was
      // most of a cached page's cost (decision 0107).
      const kept = pages.peek(key);
      if (kept) {
        await sendCachedAnswer(request, reply, kept, 'text/html; charset=utf-8');
        return { served: true };
      }
      const plan = await entry.planPage(url);
      if (plan.kind === 'shell') return { served: false, shellStatus: plan.status };
      const answer = await pages.getText(key, () => render(url, plan.needs));
      await sendCachedAnswer(request, reply, answer, 'text/html; charset=utf-8');
      return { served: true };
    },
  };
}
