import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Footer } from '../../../../src/app/layouts/Footer';
import { NewsletterBanner } from '../../../../src/app/layouts/NewsletterBanner';
import { NEWSLETTER_SIGNUP_MESSAGE } from '../../../../src/contracts/storefront';
import { NewsletterConfirmPage } from '../../../../src/features/newsletter/pages/NewsletterConfirmPage';
import { UnsubscribePage } from '../../../../src/features/newsletter/pages/UnsubscribePage';

import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';

const NEWSLETTER = '/general/newsletter';
const CONFIRM = '/general/newsletter/confirm';
let api: ApiMock;

/** The server's answer to a sign-up: the same for any address; the code comes once the address confirms. */
const asked = ok({ email: 'ada@example.com' }, NEWSLETTER_SIGNUP_MESSAGE);
const confirmed = ok({ email: 'ada@example.com', discountCode: 'WELCOME-7Q2K9', percentOff: 20 }, 'Welcome! Use WELCOME-7Q2K9 for 20% off your first order.');

function renderIn(element: React.ReactElement, at = '/', path = '*') {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  renderWithProviders(<RouterProvider router={router} />);
}

async function subscribe(inputId: string, email: string) {
  const input = document.getElementById(inputId) as HTMLInputElement;
  fireEvent.change(input, { target: { value: email } });
  await act(async () => fireEvent.submit(input.form!));
}

beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.restore());

describe('newsletter sign-up (docs/decisions/0010)', () => {
  it('the footer box asks for the newsletter and says a confirmation link is on its way, with no code', async () => {
    api.on('POST', NEWSLETTER, asked);
    renderIn(<Footer />);
    // The form is its own chunk (decision 0105): it arrives a moment after the footer.
    const input = (await screen.findByPlaceholderText('Enter email address')) as HTMLInputElement;
    expect(input.type).toBe('text');
    await subscribe('footer-newsletter-email', ' ada@example.com ');
    expect(await screen.findByText(NEWSLETTER_SIGNUP_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', NEWSLETTER).map((call) => call.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.queryByTestId('discount-code')).toBeNull();
  });

  it('shows the server’s reason when it refuses', async () => {
    api.on('POST', NEWSLETTER, fail(400, 'email: Enter a valid email address', [{ field: 'email', message: 'Enter a valid email address' }]));
    renderIn(<Footer />);
    await screen.findByPlaceholderText('Enter email address');
    await subscribe('footer-newsletter-email', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
  });

  it('the banner keeps its text and opens the same sign-up', async () => {
    api.on('POST', NEWSLETTER, asked);
    renderIn(<NewsletterBanner />);
    // Inside a landmark of its own, so no page content sits outside one (decision 0168).
    const offer = screen.getByRole('complementary', { name: 'Newsletter offer' });
    expect(within(offer).getByText('Sign up to our newsletter and enjoy 20% off your first order.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Get my code' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.id).toBe('banner-newsletter-email'));
    await subscribe('banner-newsletter-email', 'ada@example.com');
    expect(await screen.findByText(NEWSLETTER_SIGNUP_MESSAGE)).toBeInTheDocument();
  });
});

describe('the confirmation link (docs/decisions/0220)', () => {
  it('confirms on the button, not on arrival, then shows the code', async () => {
    api.on('POST', CONFIRM, confirmed);
    renderIn(<NewsletterConfirmPage />, '/newsletter/confirm?token=tok-123', '/newsletter/confirm');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeInTheDocument();
    expect(screen.getByTestId('discount-code').textContent).toBe('WELCOME-7Q2K9');
    expect(api.callsTo('POST', CONFIRM).map((call) => call.body)).toEqual([{ token: 'tok-123' }]);
  });

  it("shows the server's reason for a dead link", async () => {
    api.on('POST', CONFIRM, fail(404, 'This confirmation link is not valid or has expired. Please sign up again to get a new one.'));
    renderIn(<NewsletterConfirmPage />, '/newsletter/confirm?token=old', '/newsletter/confirm');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' })));
    expect((await screen.findByRole('alert')).textContent).toContain('not valid or has expired');
  });

  it('says a link without its token cannot work', async () => {
    renderIn(<NewsletterConfirmPage />, '/newsletter/confirm', '/newsletter/confirm');
    expect((await screen.findByRole('alert')).textContent).toContain('missing its code');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });
});

describe('the unsubscribe link (docs/decisions/0130)', () => {
  it('unsubscribes on the button, not on arrival, and says who will get no more campaigns', async () => {
    api.on('POST', '/general/unsubscribe', ok({ email: 'ada@example.com' }, 'ada@example.com will receive no more marketing emails from Verdant'));
    renderIn(<UnsubscribePage />, '/unsubscribe?token=tok-9', '/unsubscribe');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.callsTo('POST', '/general/unsubscribe')).toHaveLength(0);
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('ada@example.com will receive no more marketing emails from Verdant. Order and account emails still reach you.');
    expect(api.callsTo('POST', '/general/unsubscribe').map((call) => call.body)).toEqual([{ token: 'tok-9' }]);
  });
});
