import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Footer } from '../../../../src/app/layouts/Footer';
import { NewsletterBanner } from '../../../../src/app/layouts/NewsletterBanner';

import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';

const NEWSLETTER = '/general/newsletter';
let api: ApiMock;

const welcome = {
  email: 'ada@example.com',
  discountCode: 'WELCOME-7Q2K9',
  percentOff: 20,
  alreadySubscribed: false,
  message: 'Welcome! Use WELCOME-7Q2K9 for 20% off your first order.',
};
/** The server's answer: the code in `data`, the sentence in `message`. */
const answer = ({ message, ...data }: typeof welcome) => ok(data, message);

function renderIn(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
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
  it('the footer box subscribes and shows the 20% code', async () => {
    api.on('POST', NEWSLETTER, answer(welcome));
    renderIn(<Footer />);
    // The form is its own chunk (decision 0105): it arrives a moment after the footer.
    const input = (await screen.findByPlaceholderText('Enter email address')) as HTMLInputElement;
    expect(input.type).toBe('text');
    await subscribe('footer-newsletter-email', ' ada@example.com ');
    expect(await screen.findByText(welcome.message)).toBeInTheDocument();
    expect(api.callsTo('POST', NEWSLETTER).map((call) => call.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByTestId('discount-code').textContent).toBe('WELCOME-7Q2K9');
  });

  it('shows the server’s reason when it refuses', async () => {
    api.on('POST', NEWSLETTER, fail(400, 'email: Enter a valid email address', [{ field: 'email', message: 'Enter a valid email address' }]));
    renderIn(<Footer />);
    await screen.findByPlaceholderText('Enter email address');
    await subscribe('footer-newsletter-email', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
  });

  it('the banner keeps its text and opens a sign-up that also answers with the code', async () => {
    api.on('POST', NEWSLETTER, answer({ ...welcome, alreadySubscribed: true, message: "You're already subscribed. Your code for 20% off your first order is WELCOME-7Q2K9." }));
    renderIn(<NewsletterBanner />);
    // Inside a landmark of its own, so no page content sits outside one (decision 0168).
    const offer = screen.getByRole('complementary', { name: 'Newsletter offer' });
    expect(within(offer).getByText('Sign up to our newsletter and enjoy 20% off your first order.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Get my code' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.id).toBe('banner-newsletter-email'));
    await subscribe('banner-newsletter-email', 'ada@example.com');
    expect(screen.getByTestId('discount-code').textContent).toBe('WELCOME-7Q2K9');
  });
});
