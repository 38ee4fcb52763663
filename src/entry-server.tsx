/**
 * The server renderer (built by `vite build --ssr` into dist/server, imported by the server's
 * page module): one storefront page to HTML from the same route table and components as the
 * browser, with react-router's static data router. The page's catalogue data is given by the
 * server (answers to pageDataNeeds), put in a fresh query cache for this request, and returned
 * to be embedded so the browser hydrates from the same answers (docs/decisions/0100, 0101).
 *
 * Pages that belong to one person (account, checkout, sign-in, the back office) are not rendered
 * here: the server sends them the shell, and the browser renders them (shouldServerRender).
 */
import { PassThrough } from 'node:stream';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Product } from './contracts/product';
import { paths } from './config/paths';
import { AppProviders } from './app/AppProviders';
import type { PageData, PagePlan, PageRendererEntry, RenderedPage, SeededQuery } from './contracts/page-rendering';
import { pageDataScript, seedQueryClient } from './app/ssr/page-data';
import { pageDataNeeds } from './app/ssr/page-needs';
import { ROUTE_IDS } from './app/route-ids';
import { pageHead } from './app/ssr/page-head';
import { routes } from './app/routes';
import { readProductListState, writeProductListState } from './features/catalogue/product-list-state';
import { SIZE_PARAM, sizeSlug } from './domain/size-slug';
import { TitleSink, documentTitle } from './lib/use-document-title';


const s = paths.storefront;
/** The storefront pages painted on the server; every other route gets the shell. */
const SERVER_RENDERED = new Set<string>([
  s.home.path,
  s.shop.path,
  s.products.path,
  s.product.path,
  s.about.path,
  s.story.path,
  s.contact.path,
  s.journal.path,
  s.privacyPolicy.path,
  s.shippingPolicy.path,
  s.refundPolicy.path,
  s.termsOfService.path,
]);

const handler = createStaticHandler(routes);

/** What the server does with a navigation to this URL, decided by the route table. */
async function planPage(url: URL): Promise<PagePlan> {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return { kind: 'shell', status: 200 };
  const leaf = context.matches[context.matches.length - 1]?.route;
  const unknown = leaf?.path === '*';
  // The storefront's 404 screen is painted here; the back office's own one stays in the browser.
  if (unknown) return context.matches.some((match) => match.route.id === ROUTE_IDS.admin) ? { kind: 'shell', status: 404 } : { kind: 'render', needs: pageDataNeeds(url), notFound: true };
  if (leaf?.path && SERVER_RENDERED.has(leaf.path)) return { kind: 'render', needs: pageDataNeeds(url), notFound: false };
  return { kind: 'shell', status: 200 };
}

/**
 * The HTML cache's key for a URL: the path, plus the parameters that change what a page shows (the
 * list's own on /products, the chosen size on a product page, decision 0249), so ?utm_source=...
 * does not make a new entry.
 */
function pageCacheKey(url: URL): string {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  if (pathname === s.products.path) {
    const list = writeProductListState(readProductListState(url.searchParams)).toString();
    return list ? `${pathname}?${list}` : pathname;
  }
  const size = pathname.startsWith(`${s.products.path}/`) ? sizeSlug(url.searchParams.get(SIZE_PARAM) ?? '') : '';
  return size ? `${pathname}?${SIZE_PARAM}=${size}` : pathname;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the page at `url` from the answers to its needs. `origin` is the shop's public address. */
async function renderPage(url: URL, answers: SeededQuery[], origin: string): Promise<RenderedPage> {
  const context = (await handler.query(new Request(url.href))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const data: PageData = { queries: answers };
  seedQueryClient(queryClient, data);

  const title: { title?: string } = {};
  const renderErrors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TitleSink.Provider value={title}>
        <AppProviders client={queryClient}>
          {/* No inline script (the CSP forbids it): with no loaders the browser router needs no hydration data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </TitleSink.Provider>
    </StrictMode>,
    {
      // Every boundary inline, never outlined behind a script: the page must read without
      // JavaScript, and the CSP allows no inline script to reveal an outlined one.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderErrors.push(error);
      },
    },
  );
  // A component that failed here would show its error or spinner in the HTML: send the shell instead.
  if (renderErrors.length) throw new AggregateError(renderErrors, `rendering ${url.pathname} failed`);
  const body = await toText(prelude);

  const productNeed = answers.find((answer) => answer.key[1] === 'product');
  const missing = answers.some((answer) => 'notFound' in answer);
  const product = productNeed && 'data' in productNeed ? (productNeed.data as Product) : undefined;
  const featured = answers.find((answer) => answer.key[1] === 'featured');
  const lead = featured && 'data' in featured ? (featured.data as Product[])[0] : undefined;
  const leaf = context.matches[context.matches.length - 1]?.route;
  const notFound = missing || leaf?.path === '*';
  const head = pageHead({ title: title.title ?? documentTitle(null), origin, url, product, lead, notFound });
  return { status: notFound ? 404 : 200, head, body, data };
}

/** Every public storefront page (the server-rendered ones with a fixed address), for the sitemap. */
const publicPages = [...SERVER_RENDERED].filter((path) => !path.includes(':'));

export const entry: PageRendererEntry = { planPage, renderPage, pageCacheKey, pageDataScript, publicPages };
