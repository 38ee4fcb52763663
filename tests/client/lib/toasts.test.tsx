/**
 * The toasts' wrapper (src/lib/toasts.tsx, docs/decisions/0294-toasts-loaded-when-first-needed.md):
 * react-hot-toast loads on the first toast; the container renders nothing until it has, on the
 * server too; calls made while it loads show, in their order, once it is in.
 */
import '../support/dom-stubs';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyToaster, loadToasts, toast } from '../../../src/lib/toasts';

describe('toasts loaded when first needed', () => {
  it('renders no container on the server, then shows the toasts asked for while the library loaded, in order', async () => {
    expect(renderToString(<LazyToaster containerClassName="toast-region" />)).toBe('');

    const { container } = render(<LazyToaster containerClassName="toast-region" />);
    expect(container.querySelector('.toast-region')).toBeNull();

    toast.success('Quantity increased', { id: 'first' });
    toast.error('Please login to complete your purchase', { id: 'second' });
    await act(() => loadToasts());

    const region = container.querySelector<HTMLElement>('.toast-region');
    expect(region).not.toBeNull();
    const shown = await within(region!).findAllByRole('status');
    expect(shown.map((toastBox) => toastBox.textContent)).toEqual(['Please login to complete your purchase', 'Quantity increased']);

    // Loaded now: a dismissal runs at once.
    act(() => toast.dismiss('second'));
    await screen.findByText('Quantity increased');
  });
});
