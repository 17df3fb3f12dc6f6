import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { authCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import { loginWithPassword } from '../../api/login-calls';
import { ChangePasswordDialog } from '../change-password-dialog';
import {
  currentLocation,
  isCountdownLabel,
  renderAtLogin,
  renderAuthMode,
  submitPasswordLogin,
  trackRequests,
} from './auth-test-utils';

type User = ReturnType<typeof renderAtLogin>['user'];

async function changeTo(user: User, password: string, confirm = password) {
  await user.click(screen.getByRole('button', { name: authCopy.getCode }));
  expect(await screen.findByRole('button', { name: isCountdownLabel })).toBeDisabled();
  await user.type(screen.getByLabelText(authCopy.verificationCode), '123456');
  await user.type(screen.getByLabelText(authCopy.newPassword), password);
  await user.type(screen.getByLabelText(authCopy.confirmPassword), confirm);
  await user.click(screen.getByRole('button', { name: authCopy.changePassword }));
}

describe('ChangePasswordForm on the login page', () => {
  it('changes the password, returns to login, and only the new password works', async () => {
    const { user } = await renderAuthMode('/login?mode=password');
    await user.type(screen.getByLabelText(authCopy.phone), '13800000001');
    await changeTo(user, 'newpass1');

    expect(await screen.findByText(authCopy.passwordChanged)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');

    // the send-code countdown keeps ticking while the old password is tried
    await act(() =>
      expect(loginWithPassword({ phone: '13800000001', password: '123456' })).rejects.toThrow(),
    );
    await submitPasswordLogin(user, '13800000001', 'newpass1');
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.phone).toBe('13800000001');
  });

  it('refuses a mismatched confirmation without sending', async () => {
    const requests = trackRequests();
    const { user } = await renderAuthMode('/login?mode=password');
    await user.type(screen.getByLabelText(authCopy.phone), '13800000001');
    await user.type(screen.getByLabelText(authCopy.verificationCode), '123456');
    await user.type(screen.getByLabelText(authCopy.newPassword), 'newpass1');
    await user.type(screen.getByLabelText(authCopy.confirmPassword), 'newpass2');
    await user.click(screen.getByRole('button', { name: authCopy.changePassword }));

    expect(await screen.findByText(authCopy.passwordMismatch)).toBeInTheDocument();
    expect(requests.sent).toEqual([]);
  });
});

describe('ChangePasswordDialog', () => {
  it('ends the session and goes to login after the change', async () => {
    const { accessToken, userInfo } = await loginWithPassword({
      phone: '13800000002',
      password: '123456',
    });
    useSessionStore.getState().startSession(accessToken, userInfo);
    const onClose = vi.fn();
    const { user } = renderAtLogin(paths.home, {
      [paths.home]: <ChangePasswordDialog open onClose={onClose} />,
    });

    const dialog = await screen.findByRole('dialog', { name: authCopy.changePassword });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText(authCopy.phone)).toHaveValue('13800000002');
    await changeTo(user, 'changed9');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.getByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
    await expect(
      loginWithPassword({ phone: '13800000002', password: 'changed9' }),
    ).resolves.toMatchObject({ userInfo: { phone: '13800000002' } });
  });
});
