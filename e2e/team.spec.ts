import type { Page } from '@playwright/test';
import { expect, logIn, openFromMemberMenu, test, ZERO_BALANCE_MEMBER } from './fixtures';

const MY_GROUP = '/member/my_group';
const GROUP_ACTION = '/member/group_action';

/** The team table's row of a member, by name. */
const teamRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('following two team members at once: both read 已关注, also after reload, and group_action lists the batch with its outcome', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '我的团队', 'my_group');
  await expect(page.getByRole('heading', { name: '我的团队', level: 1 })).toBeVisible();

  for (const name of ['彭丽', '罗斌']) {
    await expect(teamRow(page, name).getByText('未关注')).toBeVisible();
    await teamRow(page, name).getByRole('checkbox').check();
  }
  await expect(page.getByText('已选择 2 人')).toBeVisible();
  await page.getByRole('button', { name: '批量关注' }).click();

  await expect(page.getByRole('alert').filter({ hasText: '操作结果' })).toContainText(
    '成功 2 人 / 失败 0 人',
  );
  for (const name of ['彭丽', '罗斌']) {
    await expect(teamRow(page, name).getByText('已关注')).toBeVisible();
    await expect(
      teamRow(page, name).getByRole('button', { name: `取消关注 ${name}` }),
    ).toBeVisible();
  }

  await page.reload();
  for (const name of ['彭丽', '罗斌']) {
    await expect(teamRow(page, name).getByText('已关注')).toBeVisible();
  }
  await expect(teamRow(page, '谢婷').getByText('未关注')).toBeVisible();
  await page.getByRole('tab', { name: '我的关注' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);

  await page.goto(GROUP_ACTION);
  await page.getByRole('tab', { name: '团队动态' }).click();
  const action = page.getByRole('row').filter({ hasText: '批量关注' });
  await expect(action).toHaveCount(1);
  await expect(action).toContainText('彭丽');
  await expect(action).toContainText('罗斌');
  await expect(action).toContainText('成功 2 人 / 失败 0 人');
});

test('the team as a tree: a third-level member opens in detail with their referrer and their own team', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(MY_GROUP);
  await page.getByRole('tab', { name: '团队树' }).click();
  await page.getByText('孙立平（二级，团队 2 人）').click();
  const drawer = page.getByRole('dialog', { name: '成员详情' });
  await expect(drawer.getByRole('row', { name: /推荐人\s*黄晓明/ })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /团队人数\s*2 人/ })).toBeVisible();
});

test('13800000002 sees their small team and their invitations without 批量关注, 发送邀请 or 授权成员', async ({
  page,
}) => {
  await logIn(page, ZERO_BALANCE_MEMBER);
  await page.goto(MY_GROUP);
  await expect(teamRow(page, '周建华')).toBeVisible();
  await expect(teamRow(page, '吴秀兰')).toBeVisible();
  await expect(teamRow(page, '陆明')).toBeVisible();
  await expect(page.getByText('共 3 条')).toBeVisible();
  await expect(teamRow(page, '陆明').getByRole('button', { name: '关注 陆明' })).toBeVisible();
  await expect(page.getByRole('button', { name: '批量关注' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '批量取消关注' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('tab', { name: '我的关注' }).click();
  await expect(page.getByText('暂未关注团队成员')).toBeVisible();

  await page.goto(GROUP_ACTION);
  await expect(page.getByRole('row').filter({ hasText: '137****0002' })).toContainText('已加入');
  await expect(page.getByRole('button', { name: '发送邀请' })).toHaveCount(0);
  await page.getByRole('tab', { name: '成员授权' }).click();
  await expect(page.getByText('暂无授权记录')).toBeVisible();
  await expect(page.getByRole('button', { name: '授权成员' })).toHaveCount(0);
});
