import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPath } from '@/config/paths';
import {
  commonCopy,
  memberMenuCopy,
  navCopy,
  noticeReadCopy,
  staffCopy,
  staffNoticeCopy,
  staffPostCopy,
  warAreaCopy,
} from '@/copy';
import { mockApi } from '@tests/mock-backend';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';

const STAFF = memberPath('general_staff');
const INFO = memberPath('general_staff_info');
const NOTICES = memberPath('general_staff_notice');
const WAR_AREA = memberPath('war_area');
const asMember = { loggedInAs: SEEDED_MEMBER };
const asSecond = { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER };

/** antd names every dialog 'test-id' under test: it is found by its title instead. */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '[role=dialog]',
  ) as HTMLElement;
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const linkButton = () => screen.queryByRole('button', { name: staffCopy.link });
const menu = () => screen.findByRole('navigation', { name: navCopy.menuTitle });

describe('general_staff', () => {
  it('lists the staff with their post and war area, filtered from the URL', async () => {
    await renderApp(`${STAFF}?partition=3`, asMember);
    const row = await rowOf('韩梅');
    expect(within(row).getByText(staffPostCopy.WAREHOUSE)).toBeInTheDocument();
    expect(within(row).getByText('西丽战区')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '黄晓明' })).toBeNull();
  });

  it('关联员工 checks the phone in Chinese, keeps what was typed when refused, then lists them first', async () => {
    const user = userEvent.setup();
    await renderApp(STAFF, asMember);
    await user.click(await screen.findByRole('button', { name: staffCopy.link }));
    const dialog = await dialogTitled(staffCopy.linkTitle);
    const submit = within(dialog).getByRole('button', { name: staffCopy.submitLink });
    await user.click(submit);
    expect(await within(dialog).findByText(staffCopy.linkPhonePlaceholder)).toBeInTheDocument();
    expect(await within(dialog).findByText(staffCopy.postRequired)).toBeInTheDocument();

    const phone = within(dialog).getByLabelText(staffCopy.linkPhone);
    await user.type(phone, '1390000');
    expect(await within(dialog).findByText(staffCopy.linkPhoneInvalid)).toBeInTheDocument();
    await user.clear(phone);
    // full-width digits of a Chinese input method read as digits
    await user.type(phone, '１３６５５５５９９９９');
    await user.click(within(dialog).getByLabelText(staffCopy.post));
    await user.click(await screen.findByTitle(staffPostCopy.SALES));
    await user.click(within(dialog).getByLabelText(staffCopy.partition));
    await user.click(await screen.findByTitle('蛇口战区'));
    await user.click(submit);
    expect(await screen.findByText('该手机号尚未注册会员，无法关联')).toBeInTheDocument();
    expect(phone).toHaveValue('13655559999');

    await user.clear(phone);
    await user.type(phone, '13900000012');
    await user.click(submit);
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    const row = await rowOf('蒋欣');
    expect(within(row).getByText('蛇口战区')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toBe(row);
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('解除关联 asks first, then takes them off the list', async () => {
    const user = userEvent.setup();
    await renderApp(STAFF, asMember);
    await user.click(await screen.findByRole('button', { name: `${staffCopy.unlink} 曹阳` }));
    expect(await screen.findByText(staffCopy.confirmUnlink('曹阳'))).toBeInTheDocument();
    expect(mockApi.snapshot().staffing.members).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: commonCopy.confirm }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '曹阳' })).toBeNull());
    expect(screen.getByText('共 10 条')).toBeInTheDocument();
  });

  it('shows 13800000002 their staff without 关联员工 or 解除关联', async () => {
    await renderApp(STAFF, asSecond);
    expect(await rowOf('周建华')).toBeInTheDocument();
    expect(linkButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /解除关联/ })).toBeNull();
  });

  it('follows the session’s codes: without them the same list has no actions', async () => {
    await renderApp(STAFF, asMember);
    await rowOf('曹阳');
    expect(linkButton()).toBeVisible();
    dropPermissionCodes();
    expect(await rowOf('曹阳')).toBeInTheDocument();
    expect(linkButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /解除关联/ })).toBeNull();
  });
});

describe('general_staff_info', () => {
  it('opens from the list with the id in the URL: districts of the war area, then edited', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${STAFF}?keyword=黄晓明`, asMember);
    await user.click(await screen.findByRole('link', { name: `${staffCopy.detail} 黄晓明` }));
    expect(
      await screen.findByRole('heading', { level: 1, name: staffCopy.infoTitle }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: INFO,
      search: `?${new URLSearchParams({ keyword: '黄晓明', id: '1' })}`,
    });
    expect(await screen.findByText('粤海片区销售组长')).toBeInTheDocument();
    for (const street of ['粤海街道', '南山街道', '沙河街道']) {
      expect(screen.getByText(street)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: staffCopy.edit }));
    const dialog = await dialogTitled(staffCopy.editTitle);
    expect(within(dialog).getByLabelText(staffCopy.remark)).toHaveValue('粤海片区销售组长');
    await user.click(within(dialog).getByLabelText(staffCopy.partition));
    await user.click(await screen.findByTitle('西丽战区'));
    const remark = within(dialog).getByLabelText(staffCopy.remark);
    await user.clear(remark);
    await user.type(remark, '调往西丽');
    await user.click(within(dialog).getByRole('button', { name: staffCopy.save }));

    expect(await screen.findByRole('cell', { name: '调往西丽' })).toBeInTheDocument();
    expect(await screen.findByText('西丽街道')).toBeInTheDocument();
    expect(screen.queryByText('粤海街道')).toBeNull();
  });

  it('解除关联 from the detail returns to the list without them', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${INFO}?id=7`, asMember);
    await user.click(await screen.findByRole('button', { name: `${staffCopy.unlink} 唐亮` }));
    await user.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(STAFF));
    expect(await screen.findByRole('link', { name: '韩梅' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '唐亮' })).toBeNull();
  });

  it('takes the list’s page along, and 返回员工列表 brings it back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${STAFF}?page=2`, asMember);
    await user.click(await screen.findByRole('link', { name: `${staffCopy.detail} 黄晓明` }));
    expect(await screen.findByText('粤海片区销售组长')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: INFO, search: '?page=2&id=1' });

    await user.click(screen.getByRole('button', { name: staffCopy.backToList }));
    expect(router.state.location).toMatchObject({ pathname: STAFF, search: '?page=2' });
    expect(await screen.findByRole('link', { name: '黄晓明' })).toBeInTheDocument();
    expect(screen.getByText('共 11 条')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '彭丽' })).toBeNull();
  });

  it('解除关联 from a filtered list’s detail returns to the list as filtered, without them', async () => {
    const user = userEvent.setup();
    const filtered = '?post=SALES&partition=3';
    const { router } = await renderApp(`${STAFF}${filtered}`, asMember);
    await user.click(await screen.findByRole('link', { name: `${staffCopy.detail} 唐亮` }));
    await screen.findByRole('heading', { level: 1, name: staffCopy.infoTitle });
    await user.click(await screen.findByRole('button', { name: `${staffCopy.unlink} 唐亮` }));
    await user.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: STAFF, search: filtered }),
    );
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '邓超' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '唐亮' })).toBeNull();
  });

  it('says so for a staff member who is not the member’s', async () => {
    await renderApp(`${INFO}?id=12`, asMember);
    expect(
      await within(await screen.findByRole('main')).findByText(staffCopy.notFound),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: staffCopy.edit })).toBeNull();
  });

  it('without an id shows the list', async () => {
    const { router } = await renderApp(INFO, asMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: staffCopy.pageTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(STAFF);
  });

  it('shows 13800000002 their staff member without 编辑 or 解除关联', async () => {
    await renderApp(`${INFO}?id=12`, asSecond);
    expect(await screen.findByText(staffCopy.noDistricts)).toBeInTheDocument();
    expect(screen.getByText('周建华')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: staffCopy.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: /解除关联/ })).toBeNull();
  });
});

describe('general_staff_notice', () => {
  const unreadInMenu = async (count: number) =>
    within(await menu()).findByText(staffNoticeCopy.unread(count));

  it('opening an unread notice marks it read and lowers the count beside its menu entry', async () => {
    const user = userEvent.setup();
    await renderApp(NOTICES, asMember);
    expect(await unreadInMenu(3)).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: '南山区战区划分调整说明' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText(noticeReadCopy[0])).toBeInTheDocument();

    await user.click(within(row).getByRole('link'));
    expect(
      await screen.findByRole('heading', { level: 2, name: '南山区战区划分调整说明' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/前海合作区并入蛇口战区/)).toBeInTheDocument();
    expect(await unreadInMenu(2)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: staffNoticeCopy.backToList }));
    const again = (await screen.findByRole('link', { name: '南山区战区划分调整说明' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(again).findByText(noticeReadCopy[1])).toBeInTheDocument();
  });

  it('keeps the read state and kind through a notice and 返回通知列表', async () => {
    const user = userEvent.setup();
    const filtered = '?read=1&kind=TRAINING';
    const { router } = await renderApp(`${NOTICES}${filtered}`, asMember);
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '配送员安全驾驶规范' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '配送员安全驾驶规范' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('TRAINING');

    await user.click(screen.getByRole('button', { name: staffNoticeCopy.backToList }));
    expect(router.state.location.search).toBe(filtered);
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '客服专员服务话术更新' })).toBeInTheDocument();
  });

  it('filters by read state from the URL', async () => {
    await renderApp(`${NOTICES}?read=0`, asMember);
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(screen.queryByText(noticeReadCopy[1])).toBeNull();
  });

  it('opening a read notice sends nothing', async () => {
    await renderApp(`${NOTICES}?id=4`, asMember);
    expect(
      await screen.findByRole('heading', { level: 2, name: '端午节假期配送安排' }),
    ).toBeVisible();
    expect(await unreadInMenu(3)).toBeInTheDocument();
    expect(mockApi.snapshot().staffing.notices.filter((row) => !row.readTime)).toHaveLength(4);
  });

  it('says so for a notice of another member', async () => {
    await renderApp(`${NOTICES}?id=9`, asMember);
    expect(
      await within(await screen.findByRole('main')).findByText(staffNoticeCopy.notFound),
    ).toBeInTheDocument();
  });

  it('shows 13800000002 their two notices, one unread, counted in the menu', async () => {
    await renderApp(NOTICES, asSecond);
    expect(await unreadInMenu(1)).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });
});

describe('war_area', () => {
  it('shows each war area with its real districts and its people', async () => {
    await renderApp(WAR_AREA, asMember);
    expect(await screen.findByText(warAreaCopy.summary(3, 9))).toBeInTheDocument();
    const shekou = screen.getByRole('region', { name: '蛇口战区' });
    expect(within(shekou).getByText(/广东省 \/ 深圳市 \/ 南山区/)).toBeInTheDocument();
    for (const street of ['蛇口街道', '招商街道', '前海合作区']) {
      expect(within(shekou).getByText(street)).toBeInTheDocument();
    }
    expect(within(shekou).getByText(warAreaCopy.people(3))).toBeInTheDocument();
    for (const name of ['谢婷', '罗斌', '宋佳']) {
      expect(within(shekou).getByRole('cell', { name })).toBeInTheDocument();
    }
  });

  it('shows 13800000002, who has none, 暂无战区', async () => {
    await renderApp(WAR_AREA, asSecond);
    expect(await screen.findByText(warAreaCopy.empty)).toBeInTheDocument();
  });
});

describe('the side menu', () => {
  it('lists 员工管理, 员工通知 and 我的战区 under 团队与经营 for both members, not the detail', async () => {
    for (const member of [SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER]) {
      const { unmount } = await renderApp(WAR_AREA, { loggedInAs: member });
      const nav = await menu();
      expect(within(nav).getByText(memberMenuCopy.business)).toBeInTheDocument();
      for (const label of [staffCopy.pageTitle, staffNoticeCopy.pageTitle, warAreaCopy.pageTitle]) {
        expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
      }
      expect(within(nav).queryByRole('link', { name: staffCopy.infoTitle })).toBeNull();
      unmount();
    }
  });
});
