import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authCopy, commonCopy } from '@/copy';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { useSessionStore } from '@/stores/session-store';
import { mockApi, mockServer } from '@tests/mock-backend';
import {
  currentLocation,
  isCountdownLabel,
  openLoginTab,
  renderAtLogin,
  submitPasswordLogin,
  trackRequests,
} from './auth-test-utils';
import { expectShown } from '@tests/expect-shown';

const sessionPhone = () => useSessionStore.getState().user?.phone;

describe('LoginPage', () => {
  it('shows the login card with the three ways in', () => {
    renderAtLogin('/login');
    expect(screen.getByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(screen.getByText(authCopy.welcome)).toBeInTheDocument();
    for (const tab of [authCopy.passwordLoginTab, authCopy.codeLoginTab, authCopy.staffLoginTab]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: authCopy.passwordLoginTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('logs in with phone and password, stores the session and goes home', async () => {
    const { user } = renderAtLogin('/login');
    await submitPasswordLogin(user, '13800000001', '123456');

    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/home');
    expect(sessionPhone()).toBe('13800000001');
    expect(useSessionStore.getState().token).toEqual(expect.any(String));
  });

  it('keeps the typed values and stays logged out after a wrong password', async () => {
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await submitPasswordLogin(user, '13800000001', 'wrong-password');

    await waitFor(() => expect(requests.answered).toContain('POST v1/front/ologin'));
    await waitFor(() => expect(panel.getByRole('button', { name: authCopy.login })).toBeEnabled());
    expect(useSessionStore.getState().user).toBeNull();
    expect(currentLocation()).toBe('/login');
    expect(panel.getByLabelText(authCopy.phone)).toHaveValue('13800000001');
    expect(panel.getByLabelText(authCopy.password)).toHaveValue('wrong-password');
  });

  it.each([
    ['no token', { userInfo: { userId: 1 } }],
    ['no user id', { accessToken: 't', userInfo: { userName: '无编号' } }],
    ['a string', 'oops'],
  ])('refuses a login answer with %s: logged out, the typed values kept', async (_, resultData) => {
    mockApi.failNext(authEndpoints.passwordLogin, { resultData });
    const { user } = renderAtLogin('/login');
    const panel = await submitPasswordLogin(user, '13800000001', '123456');

    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    await waitFor(() => expect(panel.getByRole('button', { name: authCopy.login })).toBeEnabled());
    expect(useSessionStore.getState().token).toBeNull();
    expect(currentLocation()).toBe('/login');
    expect(panel.getByLabelText(authCopy.phone)).toHaveValue('13800000001');
    expect(panel.getByLabelText(authCopy.password)).toHaveValue('123456');
  });

  it('logs in with a minimal answer: token and user id', async () => {
    mockApi.failNext(authEndpoints.passwordLogin, {
      resultData: { accessToken: 'token-1', userInfo: { userId: 1 } },
    });
    const { user } = renderAtLogin('/login');
    await submitPasswordLogin(user, '13800000001', '123456');
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(useSessionStore.getState().user).toMatchObject({ userId: 1, userName: '', sex: 0 });
  });

  it('rejects an invalid phone without sending anything', async () => {
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await submitPasswordLogin(user, '23800000001', '123456');

    await expectShown(() => panel.getByText(authCopy.phoneInvalid));
    await user.click(panel.getByRole('button', { name: authCopy.login }));
    expect(requests.sent).toEqual([]);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('asks for the required fields', async () => {
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.passwordLoginTab);
    await user.click(panel.getByRole('button', { name: authCopy.login }));

    await expectShown(() => panel.getByText(commonCopy.required(authCopy.phone)));
    expect(panel.getByText(commonCopy.required(authCopy.password))).toBeInTheDocument();
  });

  it('sends a single request however often the form is submitted while it is in flight', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the login answer until released; returning nothing hands over to the mock backend.
    mockServer.use(http.post('*/v1/front/ologin', () => gate));
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.passwordLoginTab);
    const submit = panel.getByRole('button', { name: authCopy.login });
    await user.type(panel.getByLabelText(authCopy.phone), '13800000001');
    await user.type(panel.getByLabelText(authCopy.password), '123456{Enter}{Enter}{Enter}');
    await user.click(submit);
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
    expect(requests.sent.filter((request) => request === 'POST v1/front/ologin')).toHaveLength(1);
    release();
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(requests.sent.filter((request) => request === 'POST v1/front/ologin')).toHaveLength(1);
  });

  it('logs in with a verification code after counting down the resend', async () => {
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.codeLoginTab);
    await user.type(panel.getByLabelText(authCopy.phone), '13800000002');
    await user.click(panel.getByRole('button', { name: authCopy.getCode }));

    const countdown = await panel.findByRole('button', { name: isCountdownLabel });
    expect(countdown).toBeDisabled();
    expect(await screen.findByText(authCopy.codeSent)).toBeInTheDocument();
    expect(requests.sent).toContain('POST v1/front/code');

    await user.type(panel.getByLabelText(authCopy.verificationCode), '123456');
    await user.click(panel.getByRole('button', { name: authCopy.login }));

    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(sessionPhone()).toBe('13800000002');
  });

  it('does not send a code to an invalid phone, nor start the countdown', async () => {
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.codeLoginTab);
    await user.type(panel.getByLabelText(authCopy.phone), '1380000');
    await user.click(panel.getByRole('button', { name: authCopy.getCode }));

    await expectShown(() => panel.getByText(authCopy.phoneInvalid));
    const button = panel.getByRole('button', { name: authCopy.getCode });
    await waitFor(() => expect(button).toBeEnabled());
    expect(requests.sent).toEqual([]);
  });

  it('starts no countdown when sending the code fails', async () => {
    mockApi.failNext(authEndpoints.sendCode, { errorCode: '5000', errorMessage: 'sms down' });
    const requests = trackRequests();
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.codeLoginTab);
    await user.type(panel.getByLabelText(authCopy.phone), '13800000002');
    await user.click(panel.getByRole('button', { name: authCopy.getCode }));

    expect(await screen.findByText('sms down')).toBeInTheDocument();
    expect(requests.answered).toContain('POST v1/front/code');
    const button = panel.getByRole('button', { name: authCopy.getCode });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(authCopy.codeSent)).not.toBeInTheDocument();
  });

  it('rejects a code that is not six digits', async () => {
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.codeLoginTab);
    await user.type(panel.getByLabelText(authCopy.phone), '13800000002');
    await user.type(panel.getByLabelText(authCopy.verificationCode), '12a45');
    await user.click(panel.getByRole('button', { name: authCopy.login }));

    await expectShown(() => panel.getByText(authCopy.codeInvalid));
  });

  it('lets staff log in as a member', async () => {
    const { user } = renderAtLogin('/login');
    const panel = await openLoginTab(user, authCopy.staffLoginTab);
    await user.type(panel.getByLabelText(authCopy.staffAccount), ' staff01 ');
    await user.type(panel.getByLabelText(authCopy.staffPassword), '123456');
    await user.type(panel.getByLabelText(authCopy.memberPhone), '138 0000 0002');
    await user.click(panel.getByRole('button', { name: authCopy.login }));

    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(sessionPhone()).toBe('13800000002');
  });

  it('keeps the chosen view in ?mode= and switches between views', async () => {
    const { user } = renderAtLogin('/login?mode=password');
    expect(screen.getByRole('heading', { name: authCopy.changePassword })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authCopy.backToLogin }));
    expect(currentLocation()).toBe('/login');
    expect(screen.getByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authCopy.toRegister }));
    // The register form loads lazily, and the navigation completes once it has.
    await waitFor(() => expect(currentLocation()).toBe('/login?mode=register'));
    expect(await screen.findByRole('heading', { name: authCopy.register })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authCopy.toLogin }));
    await user.click(screen.getByRole('button', { name: authCopy.forgotPassword }));
    await waitFor(() => expect(currentLocation()).toBe('/login?mode=password'));
  });

  it('shows the login view for an unknown mode', () => {
    renderAtLogin('/login?mode=bogus');
    expect(screen.getByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(3);
  });
});
