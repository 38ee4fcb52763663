/**
 * A page as the browser gets it from the server: the element rendered to HTML while the page is
 * marked as hydrating (the test environment has a window, where the server has none; the mark
 * makes renderToString render what the server does), then hydrated on that HTML, collecting any
 * mismatch React recovers from.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationStarts } from '../../../src/lib/use-after-hydration';

export async function hydrateServerHtml(element: ReactElement) {
  hydrationStarts();
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverText = container.textContent;
  const mismatches: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, serverText, mismatches, unmount: () => act(() => root.unmount()) };
}
