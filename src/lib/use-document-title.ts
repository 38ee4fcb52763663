import { useEffect } from 'react';

export const APP_NAME = 'Verdant';

/** "Shop — Verdant"; the bare brand title when `title` is empty. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : `${APP_NAME} — Natural Skincare`;
  }, [title]);
}
