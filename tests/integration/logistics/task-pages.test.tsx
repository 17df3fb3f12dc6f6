import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logisticsCopy, taskRecordTypeCopy } from '@/copy';
import { hrefs, memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { expectShown } from '@tests/expect-shown';

const asMember = { loggedInAs: SEEDED_MEMBER };
/** The first member's task held up by an exception after its pick-up. */
const EXCEPTION = 5;
/** The first member's accepted task, not yet picked up. */
const ACCEPTED = 9;
/**
 * The editor has finished starting (its toolbar is built, a microtask after it is created): a
 * test that ends earlier destroys it mid-start, and wangEditor then throws.
 */
const editorLoaded = () =>
  waitFor(() => expect(document.querySelector('.rich-text-editor__toolbar button')).not.toBeNull());

describe('record_list/{id}', () => {
  it('lists what was done with the task, by whom and when, the newest first', async () => {
    await renderApp(hrefs.recordList(EXCEPTION), asMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.recordsTitle }),
    ).toBeInTheDocument();
    const records = await screen.findByRole('region', { name: /^任务 WL\d+ 的记录/ });
    await within(records).findByText(taskRecordTypeCopy.EXCEPTION);
    const items = within(records).getAllByRole('listitem');
    const newestFirst = [
      taskRecordTypeCopy.EXCEPTION,
      taskRecordTypeCopy.PICKUP,
      taskRecordTypeCopy.ACCEPT,
    ];
    expect(items).toHaveLength(newestFirst.length);
    items.forEach((item, index) =>
      expect(within(item).getByText(newestFirst[index])).toBeInTheDocument(),
    );
    expect(within(items[0]).getByText('收件人电话无人接听，已改约次日配送。')).toBeInTheDocument();
    expect(within(items[0]).getByText(`${logisticsCopy.operator}：林晓雨`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: logisticsCopy.backToTask })).toBeVisible();
  });

  it('返回任务详情 opens the task in its own list', async () => {
    const { router } = await renderApp(hrefs.recordList(EXCEPTION), asMember);
    await userEvent.click(await screen.findByRole('button', { name: logisticsCopy.backToTask }));
    expect(
      await screen.findByRole('heading', { level: 1, name: logisticsCopy.detailTitle }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: memberPath('logistics_tasks'),
      search: `?id=${EXCEPTION}`,
    });
  });

  it('says a task that is not the member’s does not exist, and an empty history so', async () => {
    const { unmount } = await renderApp(hrefs.recordList(21), asMember);
    expect(
      await within(await screen.findByRole('main')).findByText(logisticsCopy.notFound),
    ).toBeInTheDocument();
    unmount();
    await renderApp(hrefs.recordList(21), { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(logisticsCopy.recordsEmpty)).toBeInTheDocument();
  });
});

describe('task_Submission/{id}', () => {
  it('says in Chinese what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const before = mockApi.snapshot().logistics.records.length;
    await renderApp(hrefs.taskSubmission(ACCEPTED), asMember);
    const outcomes = await screen.findByRole('radiogroup', { name: logisticsCopy.outcome });
    // accepted, not picked up: it can be picked up or held up, not delivered
    expect(
      within(outcomes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([taskRecordTypeCopy.PICKUP, taskRecordTypeCopy.EXCEPTION]);
    await editorLoaded();
    await user.click(screen.getByRole('button', { name: logisticsCopy.submit }));
    await expectShown(() => screen.getByText(logisticsCopy.outcomeRequired));
    expect(screen.getByText(logisticsCopy.contentRequired)).toBeInTheDocument();

    await user.click(within(outcomes).getByRole('radio', { name: taskRecordTypeCopy.PICKUP }));
    await user.click(screen.getByRole('button', { name: logisticsCopy.submit }));
    await waitFor(() => expect(screen.queryByText(logisticsCopy.outcomeRequired)).toBeNull());
    expect(screen.getByText(logisticsCopy.contentRequired)).toBeInTheDocument();
    expect(within(outcomes).getByRole('radio', { name: taskRecordTypeCopy.PICKUP })).toBeChecked();
    expect(mockApi.snapshot().logistics.records).toHaveLength(before);
  });

  it('offers no form for a delivered task, nor to a member without the code', async () => {
    const { unmount } = await renderApp(hrefs.taskSubmission(1), asMember);
    expect(await screen.findByText(logisticsCopy.notSubmittable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: logisticsCopy.submit })).toBeNull();
    unmount();

    await renderApp(hrefs.taskSubmission(20), { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(logisticsCopy.noPermission)).toBeInTheDocument();
    expect(screen.getByText('刘洋')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: logisticsCopy.submit })).toBeNull();
  });
});
