import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonCopy, memberCopy, navCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { findMemberCentreBalance } from '@tests/member-centre';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { accountEndpoints } from '@/features/account/api/account-endpoints';

describe('member centre', () => {
  it('shows a failed load with 重试 instead of a skeleton for ever, then the data', async () => {
    mockApi.failNext(accountEndpoints.info, { network: true });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));

    expect(await findMemberCentreBalance()).toHaveTextContent('¥50,000.00');
  });

  it('reads the balance from ¥10,000 in 万, the exact amount on hover', async () => {
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });
    const seeded = await findMemberCentreBalance();
    expect(within(seeded).getByTitle('¥50,000.00')).toHaveTextContent('¥5万');
  });

  it('reads a balance from ¥1亿 in 亿', async () => {
    mockApi.failNext(accountEndpoints.info, {
      resultData: { userId: 1, balance: 30_000_000_000 },
    });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByTitle('¥300,000,000.00')).toHaveTextContent('¥3亿');
  });

  it('refuses a balance that is not whole fen with a clear message, not a crash', async () => {
    const info = { userId: 1, userName: '王小美', balance: 12.5 };
    mockApi.failNext(accountEndpoints.info, { resultData: info });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.badAmount)).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.errorTitle)).not.toBeInTheDocument();
  });
});

describe('member centre: profile, photo and links', () => {
  it('shows a minimal profile without crashing, with its links to the member screens', async () => {
    mockApi.failNext(accountEndpoints.info, { resultData: { userId: 1, balance: 0 } });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText('¥0.00')).toBeInTheDocument();
    expect(screen.getAllByText(memberCopy.notSet).length).toBeGreaterThan(0);
    const resources = screen.getByRole('navigation', { name: memberCopy.resources });
    expect(within(resources).getByRole('link', { name: /发票信息/ })).toHaveAttribute(
      'href',
      '/member/my_invoice',
    );
    const shortcuts = screen.getByRole('navigation', { name: memberCopy.shortcuts });
    expect(within(shortcuts).getByRole('link', { name: /账单/ })).toHaveAttribute(
      'href',
      '/member/withdrawal',
    );
  });

  it('refuses bad personal information with Chinese messages, keeps it, then saves and greets anew', async () => {
    const user = userEvent.setup();
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: memberCopy.editProfile }));
    const dialog = await screen.findByRole('dialog', { name: memberCopy.editProfileTitle });
    const name = within(dialog).getByLabelText(memberCopy.userName);
    const email = within(dialog).getByLabelText(memberCopy.email);

    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'lin@');
    await user.click(within(dialog).getByRole('button', { name: memberCopy.save }));
    expect(await within(dialog).findByText(memberCopy.userNamePlaceholder)).toBeInTheDocument();
    expect(within(dialog).getByText(memberCopy.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveValue('lin@');

    // a refusal from the server keeps the dialog and what was typed
    await user.type(name, '周晓宇');
    await user.clear(email);
    await user.type(email, 'zhou@example.com');
    mockApi.failNext(accountEndpoints.updateInfo, {
      errorCode: '22301',
      errorMessage: '姓名不合规',
    });
    await user.click(within(dialog).getByRole('button', { name: memberCopy.save }));
    expect(await screen.findByText('姓名不合规')).toBeInTheDocument();
    expect(name).toHaveValue('周晓宇');

    await user.click(within(dialog).getByRole('radio', { name: memberCopy.sexMale }));
    await user.click(within(dialog).getByRole('button', { name: memberCopy.save }));
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: navCopy.greeting('周帅哥') }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '周晓宇' })).toBeInTheDocument();
  });

  it('offers the platform photos after a failed load, and the chosen one replaces the avatar', async () => {
    const user = userEvent.setup();
    mockApi.failNext(accountEndpoints.presetPhotos, { network: true });
    await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: memberCopy.changePhoto }));
    const dialog = await screen.findByRole('dialog', { name: memberCopy.changePhoto });
    await user.click(await within(dialog).findByRole('button', { name: commonCopy.retry }));
    await user.click(await within(dialog).findByRole('radio', { name: '头像 2' }));
    await user.click(within(dialog).getByRole('button', { name: memberCopy.savePhoto }));

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(
        within(banner).getByRole('img', { name: memberCopy.photoOf('林晓雨') }),
      ).toHaveAttribute('src', '/avatars/photo-2.svg'),
    );
  });
});
