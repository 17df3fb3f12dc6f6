import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, distributionCopy } from '@/copy';
import { loginWithPassword } from '@/features/auth/api/login-calls';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { SEEDED_MEMBER, SEEDED_PASSWORD, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { sampleUser } from '@tests/sample-user';
import { distributionEndpoints } from '@/features/distribution/api/distribution-endpoints';
import { useSessionStore } from '@/stores/session-store';
import { DistributionCentrePage } from '../distribution-centre-page';
import type { RegionPickerProps } from '../region-picker';

/** Stands in for the address cascader: one button chooses 南山区, the value is shown. */
function FakeRegionPicker({ value, onChange, depth }: RegionPickerProps) {
  return (
    <button
      type="button"
      onClick={() =>
        onChange?.({
          ids: [44, 4403, 440305].slice(0, depth),
          names: ['广东省', '深圳市', '南山区'].slice(0, depth),
        })
      }
    >
      {value?.names.join('/') || `选择区域${depth}`}
    </button>
  );
}

/** The page for the member `phone` logged in, holding all codes or none. */
async function renderPage(phone: string, { codes }: { codes: boolean }) {
  const { accessToken } = await loginWithPassword({ phone, password: SEEDED_PASSWORD });
  useSessionStore.getState().startSession(accessToken, {
    ...sampleUser,
    centreJurisdiction: codes ? sampleUser.centreJurisdiction : '',
  });
  return renderWithProviders(<DistributionCentrePage RegionPicker={FakeRegionPicker} />, {
    route: '/member/distribution_center',
  });
}

const centreCard = () => screen.findByRole('region', { name: distributionCopy.centreTitle });

describe('distribution centre: the permission directive', () => {
  it('offers upgrade, pause, stop and 发货 to a member holding the codes', async () => {
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    expect(await within(card).findByText('区县级')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: distributionCopy.upgrade }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: distributionCopy.pauseOrders }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: distributionCopy.stop })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: distributionCopy.send })).length).toBe(10);
  });

  it('shows the same centre and orders without any of those actions to a member without them', async () => {
    await renderPage(SEEDED_MEMBER, { codes: false });
    const card = await centreCard();
    expect(await within(card).findByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    expect(await screen.findAllByText(/广东省深圳市南山区/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: distributionCopy.upgrade })).toBeNull();
    expect(screen.queryByRole('button', { name: distributionCopy.pauseOrders })).toBeNull();
    expect(screen.queryByRole('button', { name: distributionCopy.stop })).toBeNull();
    expect(screen.queryByRole('button', { name: distributionCopy.send })).toBeNull();
  });

  it('tells a member without a centre plainly, with 申请配送中心 only when they hold the code', async () => {
    const { unmount } = await renderPage(SEEDED_ZERO_BALANCE_MEMBER, { codes: false });
    expect(await screen.findByText(distributionCopy.noCentre)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: distributionCopy.apply })).toBeNull();
    expect(screen.queryByText(distributionCopy.ordersTitle)).toBeNull();
    expect(await screen.findByText(distributionCopy.requestsEmpty)).toBeInTheDocument();
    unmount();

    await renderPage(SEEDED_ZERO_BALANCE_MEMBER, { codes: true });
    expect(await screen.findByRole('button', { name: distributionCopy.apply })).toBeInTheDocument();
  });
});

describe('distribution centre: answers', () => {
  it('a failed load shows 加载失败 with 重试, never 您还没有配送中心, then the centre', async () => {
    mockApi.failNext(distributionEndpoints.service, { network: true });
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    expect(await within(card).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(distributionCopy.noCentre)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: commonCopy.retry }));
    expect(await within(card).findByText('区县级')).toBeInTheDocument();
  });

  it('a minimal centre reads as the smallest gear, 待审核, and offers no action', async () => {
    mockApi.failNext(
      distributionEndpoints.service,
      { resultData: { distributionId: 7, gear: 9, status: 'x' } },
      3,
    );
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    expect(await within(card).findByText('社区/村级')).toBeInTheDocument();
    expect(within(card).getByText('待审核')).toBeInTheDocument();
    expect(within(card).getByText(distributionCopy.nationwide)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: distributionCopy.upgrade })).toBeNull();
    expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
  });

  it('a centre without its id fails with the reason; an order whose amount is not fen is left out', async () => {
    mockApi.failNext(distributionEndpoints.service, { resultData: { gear: 3, status: 1 } });
    mockApi.failNext(distributionEndpoints.orders, {
      resultData: {
        list: [
          { distributionOrderId: 1, payCode: 'PS-GOOD', price: 1200 },
          { distributionOrderId: 2, payCode: 'PS-BAD', price: 12.5 },
        ],
        total: 2,
      },
    });
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    expect(await within(card).findByText(commonCopy.badAnswer)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('PS-GOOD')).toBeInTheDocument();
    expect(screen.getByText('¥12.00')).toBeInTheDocument();
    expect(screen.queryByText('PS-BAD')).toBeNull();
  });
});

describe('distribution centre: forms', () => {
  it('发货 says what is wrong in Chinese, keeps what was typed after a refusal, then records the parcel', async () => {
    const user = userEvent.setup();
    await renderPage(SEEDED_MEMBER, { codes: true });
    const [send] = await screen.findAllByRole('button', { name: distributionCopy.send });
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: distributionCopy.sendTitle });
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.confirmSend }));
    expect(await within(dialog).findByText(distributionCopy.expressRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(distributionCopy.trackingRequired)).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('combobox', { name: distributionCopy.expressCompany }),
    );
    await user.click(await screen.findByTitle('中通快递'));
    const tracking = within(dialog).getByLabelText(distributionCopy.trackingNo);
    await user.type(tracking, 'ZT-1');
    expect(await within(dialog).findByText(distributionCopy.trackingInvalid)).toBeInTheDocument();

    await user.clear(tracking);
    await user.type(tracking, '75312345678901');
    mockApi.failNext(distributionEndpoints.send, {
      errorCode: '23610',
      errorMessage: '该订单已发货，请勿重复发货',
    });
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.confirmSend }));
    await waitFor(() => expect(tracking).toHaveValue('75312345678901'));
    expect(screen.getByRole('dialog', { name: distributionCopy.sendTitle })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: distributionCopy.confirmSend }));
    // the dialog closes with 操作成功 (its closing animation never ends under jsdom)
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    const card = await centreCard();
    await waitFor(() => expect(within(card).getByText('11')).toBeInTheDocument());
  });

  it('申请停止 needs a reason of 2 to 200 characters, then shows the centre 待关闭', async () => {
    const user = userEvent.setup();
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    await user.click(await within(card).findByRole('button', { name: distributionCopy.stop }));
    const dialog = await screen.findByRole('dialog', { name: distributionCopy.stopTitle });
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));
    expect(await within(dialog).findByText(distributionCopy.reasonRequired)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(distributionCopy.reason);
    await user.type(reason, '停');
    expect(await within(dialog).findByText(distributionCopy.reasonLength)).toBeInTheDocument();
    await user.type(reason, '止配送，店面搬迁');
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    expect(await within(card).findByText('待关闭')).toBeInTheDocument();
    expect(within(card).getByText(distributionCopy.closing)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: distributionCopy.upgrade })).toBeNull();
    expect(await screen.findByText('停止原因：停止配送，店面搬迁')).toBeInTheDocument();
  });

  it('暂停接单 asks first, then the centre says 已暂停接单 and offers 开始接单', async () => {
    const user = userEvent.setup();
    await renderPage(SEEDED_MEMBER, { codes: true });
    const card = await centreCard();
    await user.click(
      await within(card).findByRole('button', { name: distributionCopy.pauseOrders }),
    );
    const question = await screen.findByText(distributionCopy.confirmPause);
    expect(within(card).getByText(distributionCopy.accepting)).toBeInTheDocument();
    const confirm = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: commonCopy.confirm }));
    expect(await within(card).findByText(distributionCopy.paused)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: distributionCopy.startOrders }),
    ).toBeInTheDocument();
  });

  it('申请配送中心 asks for a gear and for the region down to its level, then sends the application', async () => {
    const user = userEvent.setup();
    await renderPage(SEEDED_ZERO_BALANCE_MEMBER, { codes: true });
    // the mock refuses members without the code; this one holds it only in the app
    mockApi.failNext(distributionEndpoints.apply, {
      resultData: {
        requestId: 1,
        kind: 'APPLY',
        gear: 3,
        region: [{ districtId: 440305, district: '南山区' }],
        applyStatus: 0,
      },
    });
    await user.click(await screen.findByRole('button', { name: distributionCopy.apply }));
    const dialog = await screen.findByRole('dialog', { name: distributionCopy.applyTitle });
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));
    expect(await within(dialog).findByText(distributionCopy.gearRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: distributionCopy.gear }));
    await user.click(await screen.findByTitle('区县级'));
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));
    expect(
      await within(dialog).findByText(distributionCopy.regionRequired('区县')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '选择区域3' }));
    expect(
      within(dialog).getByRole('button', { name: '广东省/深圳市/南山区' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));
    // the dialog closes with 操作成功 (its closing animation never ends under jsdom)
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
  });
});
