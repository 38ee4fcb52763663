/** /confirm-email and /undo-email-change: the two links an email change sends (decision 0030). */
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmEmailPage, UndoEmailChangePage } from '../../../../src/features/auth/pages/EmailChangeLinkPages';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { ada } from '../../support/account-fixtures';
import { renderAt } from '../../support/render';

let api: ApiMock;
const token = 'B'.repeat(43);

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

describe('/confirm-email', () => {
  it('follows the link exactly once, shows the answer, and clears the revoked session', async () => {
    api.on('POST', '/user/account/email/confirm', ok({ email: 'ada.new@verdant.test' }, 'Your email is now ada.new@verdant.test. Please sign in again.'));
    renderAt(`/confirm-email?token=${token}`, {
      '/confirm-email': (
        <StrictMode>
          <ConfirmEmailPage />
        </StrictMode>
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Your new email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your email is now ada.new@verdant.test. Please sign in again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/account/email/confirm').map((call) => call.body)).toEqual([{ token }]);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s sentence for a dead link and keeps the session', async () => {
    api.on('POST', '/user/account/email/confirm', fail(400, 'This link is invalid or has expired.'));
    renderAt(`/confirm-email?token=${token}`, { '/confirm-email': <ConfirmEmailPage /> });
    expect(await screen.findByRole('heading', { name: 'We could not confirm this email' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired.'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('calls nothing without a token', () => {
    renderAt('/confirm-email', { '/confirm-email': <ConfirmEmailPage /> });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/account/email/confirm')).toHaveLength(0);
  });
});

describe('/undo-email-change', () => {
  it('undoes the change and offers to choose a new password', async () => {
    api.on('POST', '/user/account/email/undo', ok({ email: 'ada@verdant.test' }, 'Your account email is ada@verdant.test and every device has been signed out. Please choose a new password.'));
    renderAt(`/undo-email-change?token=${token}`, { '/undo-email-change': <UndoEmailChangePage /> });
    expect(await screen.findByRole('heading', { name: 'The email change is undone' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('every device has been signed out');
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot-password');
    expect(api.callsTo('POST', '/user/account/email/undo')[0]?.body).toEqual({ token });
  });
});
