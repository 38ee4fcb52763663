import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountView } from '../../../../src/contracts/account';
import { profileImageProblem } from '../../../../src/features/account/components/ProfilePhoto';
import { AccountDetailsPage } from '../../../../src/features/account/pages/AccountDetailsPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { ada, session } from '../../support/account-fixtures';
import { renderAt, where } from '../../support/render';

let api: ApiMock;

const account = following(accountView, {
  id: 'c1',
  ...ada,
  profileImage: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  phone: '+44 7700 900123',
  memberSince: '2026-01-05T10:00:00.000Z',
  defaultShippingAddressId: null,
  defaultBillingAddressId: null,
  pendingEmail: null,
});

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
  api.on('GET', '/user/account', ok({ user: account }));
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

const render = () => renderAt('/account-details', { '/account-details': <AccountDetailsPage />, '/': <p>home</p> }, { account: true });

describe('/account-details', () => {
  it('shows the saved details and the initials until a picture is uploaded', async () => {
    render();
    expect(((await screen.findByLabelText(/^Phone/)) as HTMLInputElement).value).toBe('+44 7700 900123');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByTestId('initials').textContent).toBe('AG');
  });

  it('saves names, email and phone and shows them in the session', async () => {
    api.on('PUT', '/user/account', ok({ user: { ...account, firstName: 'Adaeze' } }));
    render();
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'Adaeze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(useAuthStore.getState().user?.firstName).toBe('Adaeze'));
    // The email did not change, so it is not sent and no password is asked for.
    expect(api.callsTo('PUT', '/user/account')[0]?.body).toEqual({ firstName: 'Adaeze', lastName: 'Greene', phone: '+44 7700 900123' });
    expect(screen.getAllByLabelText(/^Current password/)).toHaveLength(1);
  });

  it('asks for the current password to change the email, and says a confirmation was sent', async () => {
    const newEmail = 'ada.new@verdant.test';
    api.on('PUT', '/user/account', ok({ user: { ...account, pendingEmail: newEmail } }, `We sent a link to ${newEmail}.`));
    render();
    const details = await screen.findByRole('form', { name: 'Personal details' });
    fireEvent.change(within(details).getByLabelText(/^Email/), { target: { value: newEmail } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    const password = within(details).getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
        'Enter your current password to change your email',
      ),
    );
    expect(api.callsTo('PUT', '/user/account')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'greenleaf-demo-2026' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText(/We sent a confirmation link to ada\.new@verdant\.test/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/user/account')[0]?.body).toMatchObject({ email: newEmail, currentPassword: 'greenleaf-demo-2026' });
    // Nothing changes until the new address confirms: the form and the session keep the saved email.
    expect((within(details).getByLabelText(/^Email/) as HTMLInputElement).value).toBe(account.email);
    expect(useAuthStore.getState().user?.email).toBe(account.email);
    expect(within(details).queryByLabelText(/^Current password/)).toBeNull();
  });

  it('changes the password and keeps this device signed in with the fresh token', async () => {
    const fresh = session();
    api.on('PUT', '/user/account/password', ok(fresh, 'Your password has been changed'));
    render();
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'greenleaf-demo-2026' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-brand-new-phrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'a-brand-new-phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(fresh.token));
    expect(localStorage.getItem('customer-token')).toBe(fresh.token);
    expect(api.callsTo('PUT', '/user/account/password')[0]?.body).toEqual({
      currentPassword: 'greenleaf-demo-2026',
      newPassword: 'a-brand-new-phrase',
    });
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password at its field and stays signed in', async () => {
    api.on('PUT', '/user/account/password', fail(400, 'Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]));
    render();
    const current = screen.getByLabelText(/^Current password/);
    fireEvent.change(current, { target: { value: 'not-it-at-all' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-brand-new-phrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'a-brand-new-phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe('Current password is incorrect'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('refuses the same password and a mismatched confirmation before calling', async () => {
    render();
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'same-phrase-2026' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'same-phrase-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'same-phrase-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a new password that differs from the current one.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/user/account/password')).toHaveLength(0);
  });

  it('accepts only images of at most 5 MB as a profile picture', () => {
    expect(profileImageProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(profileImageProblem({ type: 'image/svg+xml', size: 1024 })).toMatch(/JPEG, PNG/);
    expect(profileImageProblem({ type: 'application/pdf', size: 1024 })).toMatch(/JPEG, PNG/);
    expect(profileImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toMatch(/larger than 5 MB/);
  });

  it('previews a chosen picture, uploads it as multipart and shows it in the session', async () => {
    api.on('PUT', '/user/account/profile-image', ok({ user: { ...account, profileImage: '/media/ada-256.webp' } }));
    render();
    await screen.findByDisplayValue('+44 7700 900123');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByAltText('Preview of your new profile picture').getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(useAuthStore.getState().user?.profileImage).toBe('/media/ada-256.webp'));
    const body = api.callsTo('PUT', '/user/account/profile-image')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses an SVG before uploading', async () => {
    render();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Choose a JPEG'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
  });

  it('deletes the account only with the password, then signs out and goes home', async () => {
    api.on('DELETE', '/user/account', ok(null, 'Your account has been deleted'));
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    expect(await screen.findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/user/account')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'greenleaf-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    await screen.findByText('home');
    expect(api.callsTo('DELETE', '/user/account')[0]?.body).toEqual({ password: 'greenleaf-demo-2026' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(where()).toBe('/');
  });
});
