import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPath } from '@/config/paths';
import { commonCopy, cooperationCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';
import { cooperationEndpoints } from '@/features/cooperation/api/cooperation-endpoints';

const PAGE = memberPath('cooperation');
const cardOf = (title: string) => screen.findByRole('region', { name: title });

/** The first task row's actions are on screen once the tasks have loaded. */
const tasksLoaded = () => screen.findByRole('link', { name: '办公用品季度采购详情' });

describe('cooperation: the permission directive', () => {
  it('shows 新建合作任务, 提交 and 价格匹配 to a member holding the cooperation code', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await tasksLoaded();
    expect(
      screen.getByRole('button', { name: cooperationCopy.matchPriceOf('办公用品季度采购') }),
    ).toBeInTheDocument();
    // a task at its last step or interrupted offers no matching
    expect(
      screen.queryByRole('button', { name: cooperationCopy.matchPriceOf('社区健康讲座赞助') }),
    ).toBeNull();
    const drafts = await cardOf(cooperationCopy.draftsTitle);
    expect(within(drafts).getByRole('button', { name: cooperationCopy.newDraft })).toBeVisible();
    expect(
      await within(drafts).findByRole('button', {
        name: cooperationCopy.submitDraftOf('年货节商品联合采购'),
      }),
    ).toBeInTheDocument();
  });

  it('hides them from a member without the code, whose tasks and empty drafts are shown', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText('社区团购粮油供应')).toBeInTheDocument();
    expect(screen.getByText('第 5 步')).toBeInTheDocument();
    const drafts = await cardOf(cooperationCopy.draftsTitle);
    expect(await within(drafts).findByText(cooperationCopy.draftsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cooperationCopy.newDraft })).toBeNull();
    expect(screen.queryByRole('button', { name: /价格匹配/ })).toBeNull();
  });

  it('follows the session’s codes, not the account: without them the same data has no actions', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await tasksLoaded();
    dropPermissionCodes();
    expect(await screen.findByText('年货节商品联合采购')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cooperationCopy.newDraft })).toBeNull();
    expect(screen.queryByRole('button', { name: /价格匹配/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^提交 / })).toBeNull();
    // editing one's own draft is not guarded
    expect(
      screen.getByRole('button', { name: cooperationCopy.editDraftOf('年货节商品联合采购') }),
    ).toBeInTheDocument();
  });
});

describe('cooperation: drafts and price matching', () => {
  it('says what is wrong in Chinese and keeps what was typed, then saves the draft', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: cooperationCopy.newDraft }));
    // antd names every dialog 'test-id' under test: it is found by its title instead
    const dialog = (
      await screen.findByText(cooperationCopy.newDraftTitle, { selector: '.ant-modal-title' })
    ).closest('[role=dialog]') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: cooperationCopy.saveDraft }));
    expect(await within(dialog).findByText(cooperationCopy.titleRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(cooperationCopy.roleRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(cooperationCopy.quantityRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(cooperationCopy.budgetRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(cooperationCopy.title), '社区蔬菜直采');
    await userEvent.click(within(dialog).getByLabelText(cooperationCopy.role));
    await userEvent.click(await screen.findByTitle('发起方'));
    await userEvent.click(within(dialog).getByLabelText(cooperationCopy.category));
    await userEvent.click(await screen.findByTitle('粮油副食'));
    await userEvent.type(within(dialog).getByLabelText(cooperationCopy.quantity), '1.5');
    await userEvent.type(within(dialog).getByLabelText(cooperationCopy.budgetLabel), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: cooperationCopy.saveDraft }));
    expect(
      await within(dialog).findByText(cooperationCopy.quantityInvalid(1_000_000)),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(cooperationCopy.budgetInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(cooperationCopy.title)).toHaveValue('社区蔬菜直采');

    // a lost answer keeps the dialog open with what was typed
    mockApi.failNext(cooperationEndpoints.createDraft, { network: true });
    const quantity = within(dialog).getByLabelText(cooperationCopy.quantity);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '１２０');
    const budget = within(dialog).getByLabelText(cooperationCopy.budgetLabel);
    await userEvent.clear(budget);
    await userEvent.type(budget, '8800.5');
    await userEvent.click(within(dialog).getByRole('button', { name: cooperationCopy.saveDraft }));
    expect(await screen.findByText(commonCopy.serverException)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(cooperationCopy.budgetLabel)).toHaveValue('8800.5');

    await userEvent.click(within(dialog).getByRole('button', { name: cooperationCopy.saveDraft }));
    const drafts = await cardOf(cooperationCopy.draftsTitle);
    const row = (await within(drafts).findByText('社区蔬菜直采')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥8,800.50')).toBeInTheDocument();
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(mockApi.snapshot().cooperation.drafts).toHaveLength(3);
  });

  it('price matching moves a task from 未处理 to 第 1 步 and lists its price log', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await tasksLoaded();
    const row = screen
      .getByRole('link', { name: '办公用品季度采购详情' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('未处理')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: cooperationCopy.matchPriceOf('办公用品季度采购') }),
    );
    await userEvent.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    expect(await within(row).findByText('第 1 步')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    const logs = await cardOf(cooperationCopy.priceLogsTitle);
    const newest = within(logs).getAllByRole('row')[1];
    expect(await within(newest).findByText('办公用品季度采购')).toBeInTheDocument();
    expect(within(newest).getByText('价格匹配')).toBeInTheDocument();
  });
});
