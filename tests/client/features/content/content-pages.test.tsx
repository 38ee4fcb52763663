import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textWithAmounts } from '../../../../src/components/ShopText';
import { SUPPORT_EMAIL_SLOT } from '../../../../src/components/SupportEmail';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../../../src/contracts/storefront';
import { AboutPage } from '../../../../src/features/content/pages/AboutPage';
import { ContactPage } from '../../../../src/features/content/pages/ContactPage';
import { ARTICLES, readingMinutes } from '../../../../src/features/content/journal/articles';
import { JournalPage } from '../../../../src/features/content/pages/JournalPage';
import { PolicyPage } from '../../../../src/features/content/pages/PolicyPage';
import { formatMoney, SPEC_CURRENCY_RATES } from '../../../../src/domain/money';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { DEFAULT_PRICING_RULES } from '../../../../src/domain/pricing';
import { policiesFor } from '../../../../src/features/content/policies/policies';
import { NEWSLETTER_PERCENT, shopFacts } from '../../../../src/features/content/shop-facts';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderRouter } from '../../support/render';

const POLICIES = policiesFor(shopFacts(DEFAULT_PRICING_RULES, SPEC_CURRENCY_RATES));

const textOf = (policyTitle: string) => {
  const policy = POLICIES.find((p) => p.title === policyTitle)!;
  const text = [policy.summary, ...policy.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))])].join(' ');
  return textWithAmounts(text, (pence) => formatMoney(pence).replace(/\.00$/, ''));
};

function renderAt(path: string, element: React.ReactElement) {
  renderRouter(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }));
}

/** The deployment's answer to GET /general/config, with its own support address. */
const SHOP_SUPPORT = 'care@verdant-skincare.co.uk';
const clientConfig = (email = SHOP_SUPPORT) => ({
  geo: { reverseUrl: 'https://geo.invalid/reverse', ipUrl: 'https://geo.invalid/ip' },
  payments: { provider: 'local', publishableKey: null },
  support: { email },
  pricing: DEFAULT_PRICING_RULES,
  currencyRates: SPEC_CURRENCY_RATES,
});

let api: ApiMock;
beforeEach(() => {
  api = mockApi();
  api.on('GET', '/general/config', ok(clientConfig()));
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
});
afterEach(() => api.restore());

describe('policy pages agree with the shop’s rules (docs/product/constants-and-texts.md#money-and-pricing-figures)', () => {
  it('there are the four, each at its spec path', () => {
    expect(POLICIES.map((p) => p.path)).toEqual(['/privacy-policy', '/shipping-policy', '/refund-and-return-policy', '/terms-of-service']);
  });

  it('no page writes an address of its own: each leaves the slot for the configured one', () => {
    for (const title of ['Privacy Policy', 'Refund and Return Policy', 'Terms of Service']) {
      const text = textOf(title);
      expect(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g), title).toBeNull();
      expect(text, title).toContain(SUPPORT_EMAIL_SLOT);
    }
  });

  it('the contact page shows the address the server is configured with', async () => {
    renderAt('/contact', <ContactPage />);
    const link = await screen.findByRole('link', { name: SHOP_SUPPORT });
    expect(link.getAttribute('href')).toBe(`mailto:${SHOP_SUPPORT}`);
  });

  it('a policy fills every slot with the configured address, as a mailto link', async () => {
    renderAt('/privacy-policy', <PolicyPage />);
    const links = await screen.findAllByRole('link', { name: SHOP_SUPPORT });
    expect(links.length).toBe(2); // "Who we are" and "Your rights"
    expect(document.body.textContent).not.toContain(SUPPORT_EMAIL_SLOT);
    expect(links.every((a) => a.getAttribute('href') === `mailto:${SHOP_SUPPORT}`)).toBe(true);
  });

  it('another deployment, another address: nothing of the old one is left', async () => {
    api.on('GET', '/general/config', ok(clientConfig('help@shop.verdant.dev')));
    renderAt('/about', <AboutPage />);
    const fact = (await screen.findByText('Talk to us')).parentElement!;
    expect(await within(fact).findByRole('link', { name: 'help@shop.verdant.dev' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SHOP_SUPPORT);
  });

  it('without the config (offline on a first visit) the words point to the contact page instead', async () => {
    api.on('GET', '/general/config', fail(503, 'Service unavailable'));
    renderAt('/terms-of-service', <PolicyPage />);
    const fallback = await screen.findByRole('link', { name: 'our support team' });
    expect(fallback.getAttribute('href')).toBe('/contact');
    expect(document.body.textContent).not.toContain(SUPPORT_EMAIL_SLOT);
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
    api.on('GET', '/general/config', ok({
      ...clientConfig(),
      pricing: { taxRateBasisPoints: 1250, shippingFee: 500, freeShippingThreshold: 5000 },
      currencyRates: { GBP: 0.8, USD: 1, EUR: 0.92, NGN: 1650 },
    }));
    renderAt('/terms-of-service', <PolicyPage />);
    expect(await screen.findByText(/A sales tax of 12\.5% of your subtotal/)).toBeInTheDocument();
    expect(screen.getByText(/A sales tax of 12\.5%/).textContent).toMatch(/free on orders of £50 or more and £5 below/);
    expect(screen.getByText(/£1 is shown as about \$1\.25/)).toBeInTheDocument();
  });

  it('renders the policy for the path, with its sections', () => {
    renderAt('/shipping-policy', <PolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Shipping costs/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms-of-service');
  });
});

describe('amounts in the words follow the display currency', () => {
  it('with USD chosen, the contact page quotes free shipping and the fee in dollars', async () => {
    useCurrencyStore.setState({ currency: 'USD', detected: true });
    renderAt('/contact', <ContactPage />);
    const note = screen.getByText(/^Free from/);
    // £1,000 × 1 / 0.79 = $1,265.82; £20 → $25.32 (the spec's reference rates).
    await waitFor(() => expect(note.textContent).toBe('Free from $1,265.82, $25.32 below.'));
    expect(note.textContent).not.toContain('£');
  });

  it('the policies and the about page quote amounts in the display currency too', async () => {
    useCurrencyStore.setState({ currency: 'EUR', detected: true });
    renderAt('/shipping-policy', <PolicyPage />);
    await waitFor(() => expect(document.querySelector('main, body')!.textContent).toContain('€1,164.56 or more'));
    expect(document.body.textContent).not.toMatch(/\{money:/);
    expect(document.body.textContent).not.toMatch(/£1,000/);
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
    expect(screen.getByRole('heading', { level: 1, name: 'Notes on skin, simply' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/journal?article='))).toHaveLength(ARTICLES.length);
  });

  it('shows the full article', () => {
    const article = ARTICLES[2]!;
    renderAt(`/journal?article=${article.slug}`, <JournalPage />);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All articles/ }).getAttribute('href')).toBe('/journal');
  });
});
