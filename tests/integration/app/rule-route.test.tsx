import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonCopy, memberCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';

describe('member/rule', () => {
  it('shows a failed load with 重试, then the rules in sections, with no script let through', async () => {
    mockApi.failNext(authEndpoints.agreement, { network: true });
    await renderApp('/member/rule', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();

    mockApi.failNext(authEndpoints.agreement, {
      resultData: {
        name: 'platformRule',
        title: '平台规则',
        content: '<h3>一、下单</h3><p onclick="alert(1)">按时付款</p><script>alert(2)</script>',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('heading', { name: '一、下单' })).toBeInTheDocument();
    expect(screen.getByText('按时付款')).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
  });

  it('reads the seeded rules, several sections under the page title', async () => {
    await renderApp('/member/rule', { loggedInAs: SEEDED_MEMBER });
    expect(
      await screen.findByRole('heading', { level: 1, name: memberCopy.ruleTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '三、发票' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(5);
  });

  it('says so when the server has no rules, rather than a blank page', async () => {
    mockApi.failNext(authEndpoints.agreement, { resultData: null });
    await renderApp('/member/rule', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(memberCopy.ruleEmpty)).toBeInTheDocument();
  });
});
