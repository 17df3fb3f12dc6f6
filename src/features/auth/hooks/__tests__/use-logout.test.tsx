import { screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { authCopy, commonCopy } from '@/copy';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { useSessionStore } from '@/stores/session-store';
import { mockApi } from '@tests/mock-backend';
import { loginWithPassword } from '../../api/login-calls';
import {
  currentLocation,
  renderAtLogin,
  trackRequests,
} from '../../components/__tests__/auth-test-utils';
import { useLogout } from '../use-logout';

function LogoutButton() {
  const logout = useLogout();
  return <Button onClick={logout}>{authCopy.logout}</Button>;
}

async function logIn() {
  const { accessToken, userInfo } = await loginWithPassword({
    phone: '13800000001',
    password: '123456',
  });
  useSessionStore.getState().startSession(accessToken, userInfo);
}

const renderLogout = () => renderAtLogin(paths.home, { [paths.home]: <LogoutButton /> });

describe('useLogout', () => {
  it('asks first, then logs out on the server and here, and goes to login', async () => {
    await logIn();
    const requests = trackRequests();
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: authCopy.logout }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(authCopy.logoutConfirm)).toBeInTheDocument();
    expect(useSessionStore.getState().user).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));

    await waitFor(() => expect(currentLocation()).toBe(paths.login));
    expect(requests.sent).toContain('GET v1/front/loginout');
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('does nothing when the member cancels', async () => {
    await logIn();
    const requests = trackRequests();
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: authCopy.logout }));
    const first = await screen.findByRole('dialog');
    await user.click(within(first).getByRole('button', { name: commonCopy.cancel }));

    expect(useSessionStore.getState().user?.phone).toBe('13800000001');
    expect(currentLocation()).toBe(paths.home);

    // Asked again and confirmed, exactly one logout goes out: the cancelled one sent none.
    await user.click(screen.getByRole('button', { name: authCopy.logout }));
    const second = (await screen.findAllByRole('dialog')).at(-1);
    if (!second) throw new Error('no second dialog');
    await user.click(within(second).getByRole('button', { name: commonCopy.confirm }));
    await waitFor(() => expect(currentLocation()).toBe(paths.login));
    expect(requests.sent.filter((request) => request === 'GET v1/front/loginout')).toHaveLength(1);
  });

  it('logs out here even when the server call fails', async () => {
    await logIn();
    mockApi.failNext(authEndpoints.logout, { network: true });
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: authCopy.logout }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));

    await waitFor(() => expect(currentLocation()).toBe(paths.login));
    expect(useSessionStore.getState().user).toBeNull();
  });
});
