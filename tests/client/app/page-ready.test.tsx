/**
 * The page-ready mark (src/app/layouts/PageReady.tsx): set once the page in the same Suspense
 * boundary has rendered, not while it is still loading, so the e2e tests wait for real hydration.
 */
import { act, render } from '@testing-library/react';
import { lazy, type ReactElement, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_READY_ATTRIBUTE, PageReady } from '../../../src/app/layouts/PageReady';

const isMarked = () => document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE);

describe('PageReady', () => {
  afterEach(() => document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE));

  it('marks the document only once the page beside it in the boundary has rendered', async () => {
    let loaded!: (module: { default: () => ReactElement }) => void;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (loaded = resolve)));
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
        <PageReady />
      </Suspense>,
    );
    expect(view.getByText('Loading')).toBeInTheDocument();
    expect(isMarked()).toBe(false);

    await act(async () => loaded({ default: () => <h1>Rosehip oil</h1> }));
    expect(view.getByRole('heading', { name: 'Rosehip oil' })).toBeInTheDocument();
    expect(isMarked()).toBe(true);
  });
});
