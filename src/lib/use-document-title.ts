/**
 * Every page names its tab. In the browser the title is set after render; on the server the
 * renderer passes a TitleSink and the page's title is written into the HTML head it sends
 * (src/app/ssr/page-head.ts), so the server's title and the browser's are one rule.
 */
import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Verdant';

/** Filled during a server render with the title of the page being rendered. */
export const TitleSink = createContext<{ title?: string } | null>(null);

/** "Shop — Verdant"; the bare brand title when `title` is empty. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} — ${APP_NAME}` : `${APP_NAME} — Natural Skincare`;
}

export function useDocumentTitle(title: string | null | undefined): void {
  const sink = useContext(TitleSink);
  // Server render only (no effects run there); the innermost page renders last and wins.
  if (sink) sink.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
