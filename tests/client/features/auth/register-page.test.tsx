import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../../src/features/auth/pages/RegisterPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, type ApiMock } from '../../support/api-mock';
import { ada, session } from '../../support/account-fixtures';
import { renderAt, where } from '../../support/render';

let api: ApiMock;

beforeEach(() => {
  useAuthStore.getState().logout();
  api = mockApi();
});
afterEach(() => api.restore());

const field = (label: RegExp) => screen.getByLabelText(label);
function fill(values: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>>) {
  const labels = { firstName: /^First name/, lastName: /^Last name/, email: /^Email/, password: /^Password/ };
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(labels[name as keyof typeof labels]), { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('/register', () => {
  it('has the four fields with autofill hints and links to login', () => {
    renderAt('/register', { '/register': <RegisterPage /> });
    expect(field(/^First name/).getAttribute('autocomplete')).toBe('given-name');
    expect(field(/^Last name/).getAttribute('autocomplete')).toBe('family-name');
    expect(field(/^Email/).getAttribute('autocomplete')).toBe('email');
    expect(field(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('applies the server’s rules first: names required, password 8 to 128 characters', async () => {
    renderAt('/register', { '/register': <RegisterPage /> });
    submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    fill({ firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test', password: 'short' });
    submit();
    await waitFor(() => expect(messageOf(field(/^Password/))).toBe('Password must be at least 8 characters'));

    fill({ password: 'x'.repeat(129) });
    submit();
    await waitFor(() => expect(messageOf(field(/^Password/))).toBe('Password must be at most 128 characters'));
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a name with markup characters before sending, in the server’s words', async () => {
    renderAt('/register', { '/register': <RegisterPage /> });
    fill({ firstName: '<b>Ada</b>', lastName: "O'Brien-Greene", email: 'ada@verdant.test', password: 'a-long-enough-phrase' });
    submit();
    await waitFor(() => expect(messageOf(field(/^First name/))).toBe('First name cannot contain < > & " ` { } or \\'));
    expect(messageOf(field(/^Last name/))).toBeFalsy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal of an easily guessed password, with its advice, at the password field', async () => {
    const message = 'This is a commonly used password. Add more words that are less common.';
    api.on('POST', '/user/register', fail(400, message, [{ field: 'password', message }]));
    renderAt('/register', { '/register': <RegisterPage /> });
    fill({ firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test', password: 'password1' });
    submit();
    await waitFor(() => expect(messageOf(field(/^Password/))).toBe(message));
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    // Focus moves in an effect after the render that shows the message.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Password/)));
  });

  it('shows a taken email as a form error, and “Registration failed” when the server says nothing', async () => {
    api.on('POST', '/user/register', fail(409, 'An account with this email already exists'));
    renderAt('/register', { '/register': <RegisterPage /> });
    fill({ firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test', password: 'a-long-phrase-2026' });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists'));

    api.on('POST', '/user/register', fail(503));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed'));
  });

  it('on success signs in and lands on /overview', async () => {
    const answer = session();
    api.on('POST', '/user/register', { status: 201, data: { success: true, message: 'Your account has been created', data: answer } });
    renderAt('/register', { '/register': <RegisterPage />, '/overview': <p>overview</p> });
    fill({ firstName: ' Ada ', lastName: 'Greene', email: 'ada@verdant.test', password: 'a-long-phrase-2026' });
    submit();
    await screen.findByText('overview');
    expect(api.callsTo('POST', '/user/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Greene',
      email: 'ada@verdant.test',
      password: 'a-long-phrase-2026',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: answer.token });
    expect(where()).toBe('/overview');
  });

  it('sends a visitor who is already signed in to /overview', async () => {
    useAuthStore.getState().login(ada, validToken());
    renderAt('/register', { '/register': <RegisterPage />, '/overview': <p>overview</p> });
    await screen.findByText('overview');
  });
});
