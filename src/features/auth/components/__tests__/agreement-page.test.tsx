import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { authCopy, commonCopy } from '@/copy';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { useSessionStore } from '@/stores/session-store';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { AgreementPage } from '../agreement-page';
import { trackRequests } from './auth-test-utils';

const renderAgreement = (route: string) => renderWithProviders(<AgreementPage />, { route });

describe('AgreementPage', () => {
  it('shows the user agreement to a visitor who is not logged in', async () => {
    expect(useSessionStore.getState().token).toBeNull();
    renderAgreement('/agreement?name=user');

    expect(await screen.findByRole('heading', { level: 1, name: '用户协议' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '一、总则' })).toBeInTheDocument();
    expect(screen.queryByText(authCopy.agreementMissing)).not.toBeInTheDocument();
  });

  it('renders the body sanitized: no script, no event handler', async () => {
    mockApi.failNext(authEndpoints.agreement, {
      resultData: {
        name: 'user',
        title: 'Terms',
        content:
          '<p>Clause one</p><img src="/logo.png" alt="logo" onerror="window.hacked = true">' +
          '<script>window.hacked = true</script><a href="javascript:alert(1)">bad link</a>',
      },
    });
    const { container } = renderAgreement('/agreement?name=user');

    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Clause one')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'logo' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
  });

  it('falls back to the default heading when the agreement has no title', async () => {
    mockApi.failNext(authEndpoints.agreement, {
      resultData: { name: 'user', title: '', content: '<p>Body</p>' },
    });
    renderAgreement('/agreement?name=user');

    expect(
      await screen.findByRole('heading', { name: authCopy.agreementTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('shows the missing result without a name, and requests nothing', async () => {
    const requests = trackRequests();
    renderAgreement('/agreement');

    expect(await screen.findByText(authCopy.agreementMissing)).toBeInTheDocument();
    expect(requests.sent).toEqual([]);
  });

  it('shows the missing result when loading fails', async () => {
    mockApi.failNext(authEndpoints.agreement, { errorCode: '4004', errorMessage: 'not found' });
    renderAgreement('/agreement?name=nope');

    expect(await screen.findByText(authCopy.agreementMissing)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: authCopy.agreementTitle }),
    ).not.toBeInTheDocument();
  });

  it('shows a network failure with 重试, never 未找到, and loads the agreement on 重试', async () => {
    mockApi.failNext(authEndpoints.agreement, { network: true });
    renderAgreement('/agreement?name=user');

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(authCopy.agreementMissing)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.loadFailed)).toBeNull();
  });

  it('shows the missing result for a null answer, a failure for a string', async () => {
    mockApi.failNext(authEndpoints.agreement, { resultData: null });
    renderAgreement('/agreement?name=user');
    expect(await screen.findByText(authCopy.agreementMissing)).toBeInTheDocument();
  });

  it('shows a string instead of an agreement as a bad answer with 重试', async () => {
    mockApi.failNext(authEndpoints.agreement, { resultData: 'oops' });
    renderAgreement('/agreement?name=user');
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
  });

  it('shows a minimal agreement (only its content)', async () => {
    mockApi.failNext(authEndpoints.agreement, { resultData: { content: '<p>最少正文</p>' } });
    renderAgreement('/agreement?name=user');
    expect(await screen.findByText('最少正文')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: authCopy.agreementTitle })).toBeInTheDocument();
  });
});
