import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../../../src/contracts/storefront';
import { SUPPORT_EMAIL } from '../../../../src/domain/shop-contact';
import { ContactPage } from '../../../../src/features/content/pages/ContactPage';
import { ARTICLES, readingMinutes } from '../../../../src/features/content/journal/articles';
import { JournalPage } from '../../../../src/features/content/pages/JournalPage';
import { PolicyPage } from '../../../../src/features/content/pages/PolicyPage';
import { SPEC_CURRENCY_RATES } from '../../../../src/domain/money';
import { DEFAULT_PRICING_RULES } from '../../../../src/domain/pricing';
import { policiesFor } from '../../../../src/features/content/policies/policies';
import { NEWSLETTER_PERCENT, shopFacts } from '../../../../src/features/content/shop-facts';
import { mockApi, ok } from '../../support/api-mock';

const POLICIES = policiesFor(shopFacts(DEFAULT_PRICING_RULES, SPEC_CURRENCY_RATES));

const textOf = (policyTitle: string) => {
  const policy = POLICIES.find((p) => p.title === policyTitle)!;
  return [policy.summary, ...policy.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))])].join(' ');
};

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('policy pages agree with the shop’s rules (spec section 9)', () => {
  it('there are the four, each at its spec path', () => {
    expect(POLICIES.map((p) => p.path)).toEqual(['/privacy-policy', '/shipping-policy', '/refund-and-return-policy', '/terms-of-service']);
  });

  it('every page that gives an address gives the one support address', () => {
    for (const title of ['Privacy Policy', 'Refund and Return Policy', 'Terms of Service']) {
      const addresses = textOf(title).match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
      expect(new Set(addresses), title).toEqual(new Set([SUPPORT_EMAIL]));
    }
    renderAt('/contact', <ContactPage />);
    expect(screen.getByRole('link', { name: new RegExp(SUPPORT_EMAIL) }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('returns: 30 days', () => {
    expect(textOf('Refund and Return Policy')).toContain('within 30 days of the day it was delivered');
  });

  it('shipping: free from £1,000, £20 below', () => {
    const shipping = textOf('Shipping Policy');
    expect(shipping).toContain('free on every order whose subtotal is £1,000 or more');
    expect(shipping).toContain('a flat £20 is added');
  });

  it('terms: 8.5% tax, payment in pounds, other currencies approximate at the spec’s rates', () => {
    const terms = textOf('Terms of Service');
    expect(terms).toContain('A sales tax of 8.5% of your subtotal');
    expect(terms).toContain('paid in pounds sterling (GBP)');
    expect(terms).toContain('approximate');
    expect(terms).toContain('£1 is shown as about $1.27');
    expect(terms).toContain('£1 is shown as about €1.16');
    expect(terms).toContain('£1 is shown as about ₦2,089');
    expect(terms).toContain(`${NEWSLETTER_DISCOUNT_PERCENT}% off your first order`);
    expect(NEWSLETTER_PERCENT).toBe(NEWSLETTER_DISCOUNT_PERCENT);
  });

  it('quotes the figures an admin set, from /general/config', async () => {
    const api = mockApi();
    try {
      api.on('GET', '/general/config', ok({
        geo: { reverseUrl: 'https://geo.test/reverse', ipUrl: 'https://geo.test/ip' },
        payments: { provider: 'local', publishableKey: null },
        pricing: { taxRateBasisPoints: 1250, shippingFee: 500, freeShippingThreshold: 5000 },
        currencyRates: { GBP: 0.8, USD: 1, EUR: 0.92, NGN: 1650 },
      }));
      renderAt('/terms-of-service', <PolicyPage />);
      expect(await screen.findByText(/A sales tax of 12\.5% of your subtotal/)).toBeTruthy();
      expect(screen.getByText(/free on orders of £50 or more and £5 below/)).toBeTruthy();
      expect(screen.getByText(/£1 is shown as about \$1\.25/)).toBeTruthy();
    } finally {
      api.restore();
    }
  });

  it('renders the policy for the path, with its sections', () => {
    renderAt('/shipping-policy', <PolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Shipping costs/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms-of-service');
  });
});

describe('journal', () => {
  it('has 4 to 6 real articles of a few hundred words', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(4);
    expect(ARTICLES.length).toBeLessThanOrEqual(6);
    for (const article of ARTICLES) {
      const words = article.sections.flatMap((s) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))).join(' ').split(/\s+/).length;
      expect(words, article.slug).toBeGreaterThan(200);
      expect(article.sections.join(' ')).not.toMatch(/lorem/i);
      expect(readingMinutes(article)).toBeGreaterThanOrEqual(1);
    }
  });

  it('lists the articles, and opens one at /journal?article=<slug>', () => {
    renderAt('/journal', <JournalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes on skin, simply' })).toBeTruthy();
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/journal?article='))).toHaveLength(ARTICLES.length);
  });

  it('shows the full article', () => {
    const article = ARTICLES[2]!;
    renderAt(`/journal?article=${article.slug}`, <JournalPage />);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All articles/ }).getAttribute('href')).toBe('/journal');
  });
});
