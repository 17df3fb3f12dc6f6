import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, logisticsCopy, taskStatusCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { logisticsEndpoints } from '@/features/logistics/api/logistics-endpoints';

const REGULAR = memberPath('logistics_tasks');
const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('logistics answers: minimal, malformed and failed', () => {
  it('a failed list shows 加载失败 and 重试, never 暂无物流任务, then the tasks', async () => {
    mockApi.failNext(logisticsEndpoints.regular, { network: true });
    await renderApp(REGULAR, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(logisticsCopy.regularEmpty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('福田区饮用水配送')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('a minimal row is listed with its status label; an empty answer says so', async () => {
    mockApi.failNext(logisticsEndpoints.regular, {
      resultData: { list: [{ taskId: 90, taskNo: 'WL90', status: 'DELIVERED' }, { taskNo: 'X' }] },
    });
    const { router } = await renderApp(REGULAR, asMember);
    const row = (await screen.findByText('WL90')).closest('tr') as HTMLElement;
    expect(within(row).getByText(taskStatusCopy.DELIVERED)).toBeInTheDocument();
    expect(screen.queryByText('X')).toBeNull();
    expectNoCrash();

    mockApi.failNext(logisticsEndpoints.regular, { resultData: { list: [], total: 0 } });
    await act(() => router.navigate(`${REGULAR}?status=CANCELLED`));
    expect(await screen.findByText(logisticsCopy.regularEmpty)).toBeInTheDocument();
  });

  it('a malformed detail shows the reason with 重试, which loads the task', async () => {
    mockApi.failNext(logisticsEndpoints.detail, { resultData: { taskNo: 'WL6' } });
    await renderApp(`${REGULAR}?id=6`, asMember);
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('福田区滤芯配送')).toBeInTheDocument();
  });

  it('a failed tracking fails its card only; 重试 shows the traces', async () => {
    mockApi.failNext(logisticsEndpoints.tracking, { network: true });
    await renderApp(`${REGULAR}?id=6`, asMember);
    const tracking = await screen.findByRole('region', { name: logisticsCopy.trackingTitle });
    expect(await within(tracking).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('福田区滤芯配送')).toBeInTheDocument();
    await userEvent.click(within(tracking).getByRole('button', { name: commonCopy.retry }));
    expect(await within(tracking).findByText(/已揽收，揽件人/)).toBeInTheDocument();
  });

  it('a refused 接单 says why in Chinese and leaves the task waiting', async () => {
    mockApi.failNext(logisticsEndpoints.accept, {
      errorCode: '10201',
      errorMessage: '您没有此操作的权限',
    });
    await renderApp(`${REGULAR}?id=12`, asMember);
    await userEvent.click(await screen.findByRole('button', { name: logisticsCopy.accept }));
    await userEvent.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    expect(await screen.findByText('您没有此操作的权限')).toBeInTheDocument();
    expect(screen.getByText(taskStatusCopy.WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: logisticsCopy.accept })).toBeVisible();
  });
});
