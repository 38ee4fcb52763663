import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../../src/features/auth/pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../../../../src/features/auth/pages/ResetPasswordPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { session } from '../../support/account-fixtures';
import { renderAt, where } from '../../support/render';

let api: ApiMock;

beforeEach(() => {
  useAuthStore.getState().logout();
  api = mockApi();
});
afterEach(() => api.restore());

describe('/forgot-password', () => {
  it('always shows the same neutral confirmation', async () => {
    api.on('POST', '/user/forgot-password', ok(null, 'If an account exists for that email, we have sent a link to reset the password.'));
    renderAt('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nobody@verdant.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('If an account exists for nobody@verdant.test, we have sent a link');
    expect(api.callsTo('POST', '/user/forgot-password')[0]?.body).toEqual({ email: 'nobody@verdant.test' });
  });

  it('says “Failed to send reset email” when the call fails without a message', async () => {
    api.on('POST', '/user/forgot-password', fail(500));
    renderAt('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@verdant.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send reset email'));
  });
});

describe('/reset-password', () => {
  const token = 'A'.repeat(43);
  const fill = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

  it('refuses to offer the form without a token in the URL', () => {
    renderAt('/reset-password', { '/reset-password': <ResetPasswordPage /> });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new one' }).getAttribute('href')).toBe('/forgot-password');
    expect(api.calls).toHaveLength(0);
  });

  it('checks the new password and its confirmation before calling', async () => {
    renderAt(`/reset-password?token=${token}`, { '/reset-password': <ResetPasswordPage /> });
    fill('short', 'short');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    fill('a-long-phrase-2026', 'a-long-phrase-2027');
    submit();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token read from the URL, signs in and lands on /overview', async () => {
    const answer = session();
    api.on('POST', '/user/reset-password', ok(answer, 'Your password has been reset'));
    renderAt(`/reset-password?token=${token}`, { '/reset-password': <ResetPasswordPage />, '/overview': <p>overview</p> });
    fill('a-long-phrase-2026', 'a-long-phrase-2026');
    submit();
    await screen.findByText('overview');
    expect(api.callsTo('POST', '/user/reset-password')[0]?.body).toEqual({ token, password: 'a-long-phrase-2026' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: answer.token });
    expect(where()).toBe('/overview');
  });

  it('shows an expired link’s message, and “Password reset failed” when the server says nothing', async () => {
    api.on('POST', '/user/reset-password', fail(400, 'This reset link is invalid or has expired.'));
    renderAt(`/reset-password?token=${token}`, { '/reset-password': <ResetPasswordPage /> });
    fill('a-long-phrase-2026', 'a-long-phrase-2026');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This reset link is invalid or has expired.'));
    api.on('POST', '/user/reset-password', fail(500));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password reset failed'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
