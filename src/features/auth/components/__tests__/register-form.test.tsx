import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefs } from '@/config/paths';
import { authCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import type { renderAtLogin } from './auth-test-utils';
import {
  currentLocation,
  isCountdownLabel,
  renderAuthMode,
  trackRequests,
} from './auth-test-utils';

type User = ReturnType<typeof renderAtLogin>['user'];

async function fillRegistration(
  user: User,
  { phone, password, confirm }: { phone: string; password: string; confirm: string },
) {
  await user.type(screen.getByLabelText(authCopy.phone), phone);
  await user.type(screen.getByLabelText(authCopy.verificationCode), '123456');
  await user.type(screen.getByLabelText(authCopy.userName), '  Li Lei  ');
  await user.type(screen.getByLabelText(authCopy.password), password);
  await user.type(screen.getByLabelText(authCopy.confirmPassword), confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: authCopy.register }));

describe('RegisterForm on the login page', () => {
  it('links to the user agreement in a new tab', async () => {
    await renderAuthMode('/login?mode=register');
    const link = screen.getByRole('link', { name: authCopy.agreementLink });
    expect(link).toHaveAttribute('href', hrefs.agreement('user'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses mismatched passwords and an unticked agreement without sending', async () => {
    const requests = trackRequests();
    const { user } = await renderAuthMode('/login?mode=register');
    await fillRegistration(user, { phone: '13900000009', password: '123456', confirm: '654321' });
    await submit(user);

    expect(await screen.findByText(authCopy.passwordMismatch)).toBeInTheDocument();
    // antd shows the form's messages field by field
    expect(await screen.findByText(authCopy.agreementRequired)).toBeInTheDocument();
    expect(requests.sent).toEqual([]);
  });

  it('refuses a password shorter than six characters', async () => {
    const { user } = await renderAuthMode('/login?mode=register');
    await fillRegistration(user, { phone: '13900000009', password: '12345', confirm: '12345' });
    await submit(user);

    expect(await screen.findByText(authCopy.passwordTooShort)).toBeInTheDocument();
  });

  it('registers, returns to the password tab with the phone filled in, and the new member can log in', async () => {
    const requests = trackRequests();
    const { user } = await renderAuthMode('/login?mode=register');
    await user.type(screen.getByLabelText(authCopy.phone), '13900000009');
    await user.click(screen.getByRole('button', { name: authCopy.getCode }));
    expect(await screen.findByRole('button', { name: isCountdownLabel })).toBeDisabled();
    await user.type(screen.getByLabelText(authCopy.verificationCode), '123456');
    await user.type(screen.getByLabelText(authCopy.userName), '  Li Lei  ');
    await user.type(screen.getByLabelText(authCopy.password), 'secret99');
    await user.type(screen.getByLabelText(authCopy.confirmPassword), 'secret99');
    await user.click(
      screen.getByRole('checkbox', { name: `${authCopy.agreeTo}${authCopy.agreementLink}` }),
    );
    await submit(user);

    expect(await screen.findByText(authCopy.registerSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(screen.getByRole('tab', { name: authCopy.passwordLoginTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(authCopy.phone)).toHaveValue('13900000009');
    expect(requests.sent.filter((request) => request === 'POST v1/front/register')).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();

    await user.type(screen.getByLabelText(authCopy.password), 'secret99');
    await user.click(screen.getByRole('button', { name: authCopy.login }));

    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user?.phone).toBe('13900000009'));
    expect(useSessionStore.getState().user?.userName).toBe('Li Lei');
  });
});
