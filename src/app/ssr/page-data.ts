/**
 * The data a server-rendered page is painted from, shared by the server renderer and the client
 * start-up. The server asks the catalogue for each need of the URL (./page-needs.ts), renders with
 * the answers already in a TanStack Query cache, and embeds them once in the HTML; the client puts
 * the same answers in its cache before hydrating, so the first render on both sides is the same
 * and hydration asks the server for nothing (docs/decisions/0101).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '../../contracts/page-rendering';

/** The id of the embedded JSON script. */
export const PAGE_DATA_ID = 'page-data';

/** The error a 404 answer becomes in the client's query cache (the shape isNotFound() reads). */
const NOT_FOUND_ERROR = { response: { status: 404 } };

/** Puts the server's answers in a query cache, as if they had just been fetched. */
export function seedQueryClient(client: QueryClient, data: PageData): void {
  for (const seeded of data.queries) {
    if ('data' in seeded) {
      client.setQueryData(seeded.key, seeded.data);
    } else {
      const query = client.getQueryCache().build(client, { queryKey: seeded.key });
      query.setState({ status: 'error', error: NOT_FOUND_ERROR as unknown as Error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
    }
  }
}

/**
 * JSON safe inside a <script> element: `<` is escaped so no `</script>` or `<!--` in a product's
 * text can end the element early; U+2028/2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function pageDataScript(data: PageData): string {
  return `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
}

/** The embedded page data, read once at start-up (null on the shell, which has none). */
export function readEmbeddedPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
