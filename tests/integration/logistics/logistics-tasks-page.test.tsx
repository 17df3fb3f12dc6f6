import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, logisticsCopy, taskKindCopy, taskStatusCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';

const REGULAR = memberPath('logistics_tasks');
const EXTRA = memberPath('logistics_tasks1');
const asMember = { loggedInAs: SEEDED_MEMBER };
const cardOf = (title: string) => screen.findByRole('region', { name: title });
const button = (name: string) => screen.queryByRole('button', { name });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const openTaskOf = async (title: string) =>
  userEvent.click(
    within(await rowOf(title)).getByRole('link', {
      name: new RegExp(`^${logisticsCopy.detail} `),
    }),
  );

describe('logistics_tasks and logistics_tasks1', () => {
  it('list the regular tasks with their status, filtered from the URL, an overdue one marked', async () => {
    await renderApp(`${REGULAR}?status=WAIT`, asMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.regularTitle }),
    ).toBeInTheDocument();
    const overdue = await rowOf('东莞南城大米配送');
    expect(within(overdue).getByText(logisticsCopy.overdue)).toBeInTheDocument();
    expect(within(overdue).getByText(taskStatusCopy.WAIT)).toBeInTheDocument();
    const onTime = await rowOf('龙华区门锁配送');
    expect(within(onTime).queryByText(logisticsCopy.overdue)).toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).queryByText(taskStatusCopy.DELIVERED)).toBeNull();
    expect(within(table).getAllByText(taskStatusCopy.WAIT)).toHaveLength(3);
  });

  it('list the extra tasks apart, and search them', async () => {
    const { router } = await renderApp(EXTRA, asMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.extraTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText('调拨：松山湖至南山配送中心')).toBeInTheDocument();
    expect(screen.queryByText('南山区净水器配送')).toBeNull();

    await userEvent.type(screen.getByLabelText(logisticsCopy.searchPlaceholder), '热水器');
    await userEvent.click(screen.getByRole('button', { name: commonCopy.search }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('退货取件：宝安区热水器')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=%E7%83%AD%E6%B0%B4%E5%99%A8');
  });

  it('keep the list’s keyword, days and page through a task’s detail and 返回任务列表', async () => {
    const LIST = '?keyword=%E9%85%8D%E9%80%81&start=2000-01-01&end=2099-12-31&page=2';
    const { router } = await renderApp(`${REGULAR}${LIST}`, asMember);
    const search = () => new URLSearchParams(router.state.location.search);
    const listShown = async () => {
      expect(await screen.findByText('共 12 条')).toBeInTheDocument();
      expect(await screen.findByText('福田区空调配送')).toBeInTheDocument();
      expect(screen.queryByText('东莞南城大米配送')).toBeNull();
    };
    await listShown();

    await openTaskOf('福田区空调配送');
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.detailTitle }),
    ).toBeInTheDocument();
    expect(search().get('id')).toMatch(/^\d+$/);
    expect(search().get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: logisticsCopy.backToList }));
    expect(router.state.location.search).toBe(LIST);
    await listShown();
  });

  it('keep the extra list’s status through a task’s detail', async () => {
    const { router } = await renderApp(`${EXTRA}?status=WAIT`, asMember);
    await openTaskOf('加急：东莞南城饮用水配送');
    await screen.findByRole('heading', { level: 1, name: logisticsCopy.detailTitle });
    await userEvent.click(screen.getByRole('button', { name: logisticsCopy.backToList }));
    expect(router.state.location.search).toBe('?status=WAIT');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
  });

  it('show a task with its goods, both ends and no shipment before the pick-up; 提交结果 to a member holding the code', async () => {
    await renderApp(`${REGULAR}?id=9`, asMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.detailTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText('宝安区净水器配送')).toBeInTheDocument();
    expect(screen.getByText(taskKindCopy.REGULAR)).toBeInTheDocument();
    const goods = await cardOf(logisticsCopy.goodsTitle);
    expect(within(goods).getByText('家用净水器')).toBeInTheDocument();
    const parties = await cardOf(logisticsCopy.partiesTitle);
    expect(within(parties).getByText('深圳南山配送中心')).toBeInTheDocument();
    expect(within(parties).getByText('王芳')).toBeInTheDocument();
    const tracking = await cardOf(logisticsCopy.trackingTitle);
    expect(within(tracking).getByText(logisticsCopy.notPickedUp)).toBeInTheDocument();
    expect(button(logisticsCopy.submitResult)).toBeVisible();
    expect(button(logisticsCopy.accept)).toBeNull();

    dropPermissionCodes();
    expect(button(logisticsCopy.submitResult)).toBeNull();
    expect(button(logisticsCopy.recordsTitle)).toBeVisible();
  });

  it('show a shipment’s tracking once picked up', async () => {
    await renderApp(`${REGULAR}?id=6`, asMember);
    const tracking = await cardOf(logisticsCopy.trackingTitle);
    expect(await within(tracking).findByText(/已揽收，揽件人：林晓雨/)).toBeInTheDocument();
    expect(within(tracking).getByText('快件已到达目的地网点，正在安排派送')).toBeInTheDocument();
  });

  it('接单 after a confirm: the task waits for its pick-up', async () => {
    await renderApp(`${REGULAR}?id=11`, asMember);
    await userEvent.click(await screen.findByRole('button', { name: logisticsCopy.accept }));
    await userEvent.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    expect(await screen.findByText(taskStatusCopy.ACCEPTED)).toBeInTheDocument();
    expect(button(logisticsCopy.accept)).toBeNull();
    expect(button(logisticsCopy.submitResult)).toBeVisible();
  });

  it('the second member sees their task without 接单', async () => {
    await renderApp(`${REGULAR}?id=21`, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText('望京饮用水配送')).toBeInTheDocument();
    expect(screen.getByText(taskStatusCopy.WAIT)).toBeInTheDocument();
    expect(button(logisticsCopy.accept)).toBeNull();
    expect(button(logisticsCopy.recordsTitle)).toBeVisible();
  });

  it("someone else's task does not exist", async () => {
    await renderApp(`${EXTRA}?id=22`, asMember);
    expect(
      await within(await screen.findByRole('main')).findByText(logisticsCopy.notFound),
    ).toBeInTheDocument();
  });
});
