import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../../src/features/auth/pages/LoginPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { ada, session } from '../../support/account-fixtures';
import { renderAt, where } from '../../support/render';

let api: ApiMock;

beforeEach(() => {
  useAuthStore.getState().logout();
  api = mockApi();
});
afterEach(() => api.restore());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('/login', () => {
  it('labels its fields for autofill and links to recovery and registration', () => {
    renderAt('/login', { '/login': <LoginPage /> });
    expect(screen.getByLabelText(/^Email/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('checks the fields before calling the server', async () => {
    renderAt('/login', { '/login': <LoginPage /> });
    submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));

    fill('not-an-email', 'x');
    submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal and stays signed out', async () => {
    api.on('POST', '/user/login', fail(401, 'Invalid email or password'));
    renderAt('/login', { '/login': <LoginPage /> });
    fill('ada@verdant.test', 'wrong-password');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid email or password'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(api.callsTo('POST', '/user/login')[0]?.body).toEqual({ email: 'ada@verdant.test', password: 'wrong-password' });
  });

  it('shows the throttle’s 429 sentence, and “Login failed” when the server says nothing', async () => {
    api.on('POST', '/user/login', fail(429, 'Too many attempts. Please wait 12 minutes and try again.'));
    renderAt('/login', { '/login': <LoginPage /> });
    fill('ada@verdant.test', 'guess-1234');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please wait 12 minutes'));

    api.on('POST', '/user/login', fail(500));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed'));
  });

  it('disables the button while signing in', async () => {
    let release: (value: unknown) => void = () => {};
    api.on('POST', '/user/login', () => new Promise((resolve) => (release = resolve)).then(() => ok(session())));
    renderAt('/login', { '/login': <LoginPage />, '/overview': <p>overview</p> });
    fill('ada@verdant.test', 'greenleaf-demo-2026');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Log in|Signing in/ }).hasAttribute('disabled')).toBe(true));
    release(null);
    await screen.findByText('overview');
  });

  it('on success stores the session and goes to ?next=', async () => {
    const answer = session();
    api.on('POST', '/user/login', ok(answer, 'Signed in'));
    renderAt('/login?next=%2Forders%3Ftab%3Dongoing', { '/login': <LoginPage />, '/orders': <p>orders</p> });
    fill('ada@verdant.test', 'greenleaf-demo-2026');
    submit();
    await screen.findByText('orders');
    expect(where()).toBe('/orders?tab=ongoing');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: answer.token, user: { firstName: 'Ada' } });
    expect(localStorage.getItem('customer-token')).toBe(answer.token);
  });

  it('sends back, with its next sign-in for that email, the device proof the last one answered, even after logging out', async () => {
    api.on('POST', '/user/login', ok({ ...session(), deviceProof: 'proof-from-last-time' }));
    renderAt('/login', { '/login': <LoginPage />, '/overview': <p>overview</p> });
    fill('ada@verdant.test', 'greenleaf-demo-2026');
    submit();
    await screen.findByText('overview');
    useAuthStore.getState().logout();
    cleanup();

    renderAt('/login', { '/login': <LoginPage />, '/overview': <p>overview</p> });
    fill('Ada@Verdant.test', 'greenleaf-demo-2026');
    submit();
    await screen.findByText('overview');
    expect(api.callsTo('POST', '/user/login').map((call) => call.body)).toEqual([
      { email: 'ada@verdant.test', password: 'greenleaf-demo-2026' },
      { email: 'Ada@Verdant.test', password: 'greenleaf-demo-2026', deviceProof: 'proof-from-last-time' },
    ]);
  });

  it('ignores an off-site ?next= and lands on /overview', async () => {
    api.on('POST', '/user/login', ok(session()));
    renderAt('/login?next=%2F%2Fevil.example', { '/login': <LoginPage />, '/overview': <p>overview</p> });
    fill('ada@verdant.test', 'greenleaf-demo-2026');
    submit();
    await screen.findByText('overview');
    expect(where()).toBe('/overview');
  });

  it('sends a visitor who is already signed in to /overview', async () => {
    useAuthStore.getState().login(ada, validToken());
    renderAt('/login', { '/login': <LoginPage />, '/overview': <p>overview</p> });
    await screen.findByText('overview');
  });
});
