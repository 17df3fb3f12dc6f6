import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonCopy, memberCopy } from '@/copy';
import { mockApi } from '@/testing/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@/testing/render-app';

describe('member centre', () => {
  it('shows a failed load with 重试 instead of a skeleton for ever, then the data', async () => {
    mockApi.failNext('GET', 'v1/front/info', { network: true });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));

    expect(await screen.findByText('¥50,000.00')).toBeInTheDocument();
    expect(screen.getByText(memberCopy.balance)).toBeInTheDocument();
  });

  it('refuses a balance that is not whole fen with a clear message, not a crash', async () => {
    const info = { userId: 1, userName: '王小美', balance: 12.5 };
    mockApi.failNext('GET', 'v1/front/info', { resultData: info });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.badAmount)).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.errorTitle)).not.toBeInTheDocument();
  });
});
