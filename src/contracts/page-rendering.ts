/**
 * The contract between the server and its page renderer (src/entry-server.tsx, built to
 * dist/server/entry-server.js and imported by server/rendering at start): which
 * catalogue reads a page needs, the answers the server gives, and what comes back. Types only,
 * so the server depends on this file and not on the client code behind it (decision 0100).
 */
import type { CatalogueRequest } from './catalogue-query';

/** A query cache key (TanStack Query's shape, restated so the server needs no client library). */
export type PageDataKey = readonly unknown[];

/** What the server reads for a need: the three catalogue reads the storefront makes, and the client config (GET /general/config). */
export type CatalogueRead =
  | { read: 'config' }
  | { read: 'featured' }
  | { read: 'products'; query: CatalogueRequest; pick: 'whole' | 'allProducts' }
  | { read: 'product'; idOrSlug: string };

export type DataNeed = CatalogueRead & { key: PageDataKey };

/** One answer: the data, or that the thing asked for does not exist (the page is a 404). */
export type SeededQuery = { key: PageDataKey; data: unknown } | { key: PageDataKey; notFound: true };

/** What a server-rendered page embeds: the answers it was rendered from, once. */
export interface PageData {
  queries: SeededQuery[];
}

export type PagePlan =
  /** Render on the server, after the server has answered these needs. */
  | { kind: 'render'; needs: DataNeed[]; notFound: boolean }
  /** Send the shell and let the browser render (404 for an unknown back-office path). */
  | { kind: 'shell'; status: number };

export interface RenderedPage {
  status: number;
  /** Tags for the head: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** What to embed (the answers the page was rendered from). */
  data: PageData;
}

export interface PageRendererEntry {
  /** What the server does with a navigation to this URL, decided by the route table. */
  planPage(url: URL): Promise<PagePlan>;
  /** Renders the page at `url` from the answers to its needs; `origin` is the shop's public address. */
  renderPage(url: URL, answers: SeededQuery[], origin: string): Promise<RenderedPage>;
  /** The HTML cache's key for a URL (query parameters that do not change the page left out). */
  pageCacheKey(url: URL): string;
  /** The embedded data as a <script> element. */
  pageDataScript(data: PageData): string;
  /** Every public storefront page, for the sitemap. */
  publicPages: readonly string[];
}
