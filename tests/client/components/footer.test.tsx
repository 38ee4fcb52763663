import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/app/layouts/Footer';

function renderFooter(props: { year?: number } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Footer {...props} /> }], { initialEntries: ['/shop'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('footer (docs/product/storefront.md#footer)', () => {
  it('shows the copyright with the current year', () => {
    renderFooter();
    expect(screen.getByText(`© ${new Date().getFullYear()} Verdant. All rights reserved.`)).toBeInTheDocument();
  });

  it('has the spec’s texts and the four policy links', () => {
    renderFooter();
    expect(screen.getByText("It's never too late to start taking care of your skin.")).toBeInTheDocument();
    expect(screen.getByText('Skincare that nourishes your skin and stays true to nature 100%.')).toBeInTheDocument();
    expect(screen.getByText('Subscribe for product updates and new offers.')).toBeInTheDocument();
    const hrefs = {
      'Privacy Policy': '/privacy-policy',
      'Terms of Service': '/terms-of-service',
      'Shipping Policy': '/shipping-policy',
      'Refund and Return Policy': '/refund-and-return-policy',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  // The newsletter box subscribes (docs/decisions/0010); its behaviour is tested with the newsletter feature.
  it('"Shop now" is a button that does not navigate; the newsletter box is a plain text input that stays on the page', async () => {
    const router = renderFooter();
    fireEvent.click(screen.getByRole('button', { name: /shop now/i }));
    expect(router.state.location.pathname).toBe('/shop');

    const email = (await screen.findByPlaceholderText('Enter email address')) as HTMLInputElement;
    expect(email.type).toBe('text');
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(router.state.location.pathname).toBe('/shop');
  });
});
