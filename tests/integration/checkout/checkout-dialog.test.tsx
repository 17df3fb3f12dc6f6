import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  addressCopy,
  cartCopy,
  commonCopy,
  goodsCopy,
  invoiceCopy,
  orderCopy,
  paymentCopy,
  rechargeCopy,
} from '@/copy';
import { hrefs } from '@/config/paths';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { apiClient } from '@/lib/api-client';
import { mockApi, mockServer } from '@tests/mock-backend';
import { NEW_ADDRESS } from '@tests/sample-addresses';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { formatFen } from '@/utils/money';

const MEMBER_ID = 1;
const BEIJING_ONLY_GOOD = 60;

/** Counts the requests the app sends from now on, by method and path. */
function countRequests() {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return (method: string, path: string) =>
    seen.filter((entry) => entry === `${method} ${path}`).length;
}

const ordersOf = (userId: number) =>
  mockApi.snapshot().orders.filter((order) => order.userId === userId);
const balanceOf = (userId: number) =>
  mockApi.snapshot().users.find((user) => user.userId === userId)?.balance;

async function checkoutWholeCart(user: UserEvent) {
  const { router } = await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
  await user.click(await screen.findByRole('checkbox', { name: cartCopy.selectAll }));
  await user.click(screen.getByRole('button', { name: cartCopy.checkout }));
  const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });
  // the default address is preselected and the goods are checked against it
  await waitFor(() => expect(within(dialog).getByRole('radio', { checked: true })).toBeDefined());
  const submit = within(dialog).getByRole('button', { name: paymentCopy.submitOrder });
  await waitFor(() => expect(submit).toBeEnabled());
  return { dialog, submit, router };
}

/** The whole cart ordered, at the pay confirmation. */
async function toPayStep(user: UserEvent) {
  const { dialog, submit } = await checkoutWholeCart(user);
  await user.click(submit);
  const pay = await within(dialog).findByRole('button', { name: paymentCopy.payFromBalance });
  return { dialog, pay };
}

describe('order-confirmation dialog', () => {
  it('orders the selected cart rows with an invoice and pays them from the balance', async () => {
    const user = userEvent.setup();
    const cartTotal = mockApi
      .snapshot()
      .carts.filter((row) => row.userId === MEMBER_ID)
      .reduce((sum, row) => {
        const stock = mockApi
          .snapshot()
          .goods.flatMap((good) => good.stocks)
          .find((candidate) => candidate.goodStockId === row.goodStockId);
        return sum + (stock?.price ?? 0) * row.num;
      }, 0);
    const balanceBefore = balanceOf(MEMBER_ID) ?? 0;
    const ordersBefore = ordersOf(MEMBER_ID).length;

    const { dialog, submit } = await checkoutWholeCart(user);
    expect(within(dialog).getByText(formatFen(cartTotal))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '开发票' }));
    await user.click(within(dialog).getByRole('radio', { name: '单位' }));
    await user.type(
      within(dialog).getByLabelText(invoiceCopy.unitName),
      '  深圳市晓雨科技有限公司 ',
    );
    await user.type(
      within(dialog).getByLabelText(invoiceCopy.taxpayerNumber),
      '91440300MA5F000000',
    );
    await user.click(submit);

    expect(await within(dialog).findByText(paymentCopy.actualPayable)).toBeInTheDocument();
    const created = ordersOf(MEMBER_ID);
    expect(created).toHaveLength(ordersBefore + 1);
    const order = created.find((row) => row.status === 'WAIT' && row.price === cartTotal);
    expect(order?.invoiceInformation).toMatchObject({
      unitName: '深圳市晓雨科技有限公司',
      taxpayerNumber: '91440300MA5F000000',
      invoiceUserType: 1,
    });
    expect(mockApi.snapshot().carts.filter((row) => row.userId === MEMBER_ID)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: paymentCopy.payFromBalance }));
    expect(await screen.findByText(orderCopy.paidAmount(formatFen(cartTotal)))).toBeInTheDocument();
    expect(balanceOf(MEMBER_ID)).toBe(balanceBefore - cartTotal);
    expect(ordersOf(MEMBER_ID).find((row) => row.orderId === order?.orderId)?.status).toBe(
      'PAYMENT',
    );
  });

  it('names each line’s promotion at the pay confirmation', async () => {
    const user = userEvent.setup();
    const { dialog } = await toPayStep(user);
    const lines = within(dialog).getByText(orderCopy.payTitle).closest('.ant-descriptions');
    expect(lines).toHaveTextContent('满减 满¥100.00减¥10.00');
    expect(lines).toHaveTextContent('折扣 9折');
  });

  it('lands on the order list once 支付成功 is closed, from the cart outside the member area', async () => {
    const user = userEvent.setup();
    const { dialog, submit, router } = await checkoutWholeCart(user);
    await user.click(submit);
    await user.click(
      await within(dialog).findByRole('button', { name: paymentCopy.payFromBalance }),
    );

    // antd names both dialogs by one test id in jsdom: the success one is found by its text
    const paid = await screen.findByText(/已从余额支付/, undefined, { timeout: 20_000 });
    const success = paid.closest<HTMLElement>('[role="dialog"]');
    if (!success) throw new Error('支付成功 is a dialog');
    expect(router.state.location.pathname).toBe('/my_cart');
    await user.click(within(success).getByRole('button', { name: commonCopy.close }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/water_order'));
    expect(router.state.location.search).toBe('?type=water_order');
  });

  it('sends one order and one payment however often submit and pay are clicked', async () => {
    const user = userEvent.setup();
    const sent = countRequests();
    const ordersBefore = ordersOf(MEMBER_ID).length;
    const { dialog, submit } = await checkoutWholeCart(user);
    mockApi.failNext(checkoutEndpoints.cartOrder, { delayMs: 300 });
    await user.tripleClick(submit);
    submit.focus();
    await user.keyboard('{Enter}{Enter}');
    const pay = await within(dialog).findByRole('button', { name: paymentCopy.payFromBalance });
    expect(sent('POST', '/v1/front/corder')).toBe(1);
    expect(ordersOf(MEMBER_ID)).toHaveLength(ordersBefore + 1);

    mockApi.failNext(checkoutEndpoints.payByBalance, { delayMs: 300 });
    await user.tripleClick(pay);
    await screen.findByText(/已从余额支付/);
    expect(sent('POST', '/v1/front/balance')).toBe(1);
  });

  it('confirms a payment whose answer was lost by asking the order, never paying twice', async () => {
    const user = userEvent.setup();
    const sent = countRequests();
    const balanceBefore = balanceOf(MEMBER_ID) ?? 0;
    const { pay } = await toPayStep(user);
    const order = ordersOf(MEMBER_ID).at(-1);
    mockApi.failNext(checkoutEndpoints.payByBalance, { network: true, after: true });
    await user.click(pay);

    expect(
      await screen.findByText(orderCopy.paidAmount(formatFen(order?.price ?? 0))),
    ).toBeInTheDocument();
    expect(balanceOf(MEMBER_ID)).toBe(balanceBefore - (order?.price ?? 0));
    expect(sent('POST', '/v1/front/balance')).toBe(1);
  });

  it('says a payment is unknown while the order cannot be asked, and pays nothing more', async () => {
    const user = userEvent.setup();
    const sent = countRequests();
    const { dialog, pay } = await toPayStep(user);
    mockApi.failNext(checkoutEndpoints.payByBalance, { network: true, after: true });
    mockApi.failNext(ordersEndpoints.detail, { network: true });
    await user.click(pay);

    expect(await within(dialog).findByText(orderCopy.paymentUnknownTitle)).toBeVisible();
    expect(pay).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: orderCopy.checkAgain }));
    expect(await screen.findByText(/已从余额支付/)).toBeInTheDocument();
    expect(sent('POST', '/v1/front/balance')).toBe(1);
  });

  it('shows a failed pay amount with 重试 and 取消 instead of a skeleton for ever', async () => {
    const user = userEvent.setup();
    const { dialog, submit } = await checkoutWholeCart(user);
    mockApi.failNext(checkoutEndpoints.payPrice, { network: true });
    await user.click(submit);

    expect(await within(dialog).findByText(commonCopy.loadFailed)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: commonCopy.cancel })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: commonCopy.retry }));
    expect(
      await within(dialog).findByRole('button', { name: paymentCopy.payFromBalance }),
    ).toBeEnabled();
  });

  it('never says 请先填写地址 to a member whose addresses failed to load', async () => {
    const user = userEvent.setup();
    mockApi.failNext(addressEndpoints.addresses, { network: true });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('checkbox', { name: cartCopy.selectAll }));
    await user.click(screen.getByRole('button', { name: cartCopy.checkout }));
    const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });

    expect(await within(dialog).findByText(commonCopy.loadFailed)).toBeVisible();
    expect(within(dialog).queryByText(addressCopy.empty)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: paymentCopy.submitOrder }));
    expect(await screen.findByText(orderCopy.addressesFailed)).toBeInTheDocument();
    expect(screen.queryByText(paymentCopy.fillAddressFirst)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: commonCopy.retry }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { checked: true })).toBeDefined());
  });

  it('shows addresses added in another tab when this tab is focused again', async () => {
    const user = userEvent.setup();
    const { dialog } = await checkoutWholeCart(user);
    await apiClient.call(addressEndpoints.create, { body: NEW_ADDRESS });
    expect(within(dialog).queryByText(/陈志远/)).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    expect(await within(dialog).findByText(/陈志远 13900000009/)).toBeInTheDocument();
  });

  it('retries a lost answer with the same key: the order the server made, never a second', async () => {
    const user = userEvent.setup();
    const ordersBefore = ordersOf(MEMBER_ID).length;
    const { dialog, submit } = await checkoutWholeCart(user);
    mockApi.failNext(checkoutEndpoints.cartOrder, { network: true, after: true });
    await user.click(submit);

    expect(await within(dialog).findByText(paymentCopy.actualPayable)).toBeInTheDocument();
    expect(ordersOf(MEMBER_ID)).toHaveLength(ordersBefore + 1);
  });

  it('says the outcome is unknown when answers keep getting lost, keeping everything typed', async () => {
    const user = userEvent.setup();
    const ordersBefore = ordersOf(MEMBER_ID).length;
    const { dialog, submit } = await checkoutWholeCart(user);
    await user.click(within(dialog).getByRole('radio', { name: '开发票' }));
    await user.type(within(dialog).getByLabelText(invoiceCopy.userName), '林晓雨');
    mockApi.failNext(checkoutEndpoints.cartOrder, { network: true, after: true }, 3);
    await user.click(submit);

    expect(await within(dialog).findByText(orderCopy.orderUnknownTitle)).toBeVisible();
    expect(within(dialog).getByLabelText(invoiceCopy.userName)).toHaveValue('林晓雨');
    expect(within(dialog).getByLabelText(invoiceCopy.userName)).toBeDisabled();
    expect(ordersOf(MEMBER_ID)).toHaveLength(ordersBefore + 1);

    // antd keeps the spent loading icon in the button's name in jsdom, where motion never ends
    await user.click(within(dialog).getByRole('button', { name: new RegExp(orderCopy.resubmit) }));
    expect(await within(dialog).findByText(paymentCopy.actualPayable)).toBeInTheDocument();
    expect(ordersOf(MEMBER_ID)).toHaveLength(ordersBefore + 1);
  });

  it('flags a good beyond the delivery range and blocks the order until it is deleted', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.storageDetail(BEIJING_ONLY_GOOD), { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: goodsCopy.buyNow }));
    const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });
    expect(await within(dialog).findByText(paymentCopy.beyondDeliveryRange)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: paymentCopy.submitOrder })).toBeDisabled();

    const goodName =
      mockApi.snapshot().goods.find((good) => good.goodId === BEIJING_ONLY_GOOD)?.goodName ?? '';
    await user.click(within(dialog).getByRole('button', { name: orderCopy.removeItem(goodName) }));
    expect(within(dialog).queryByText(paymentCopy.beyondDeliveryRange)).not.toBeInTheDocument();
    expect(within(dialog).getByText(orderCopy.noItems)).toBeInTheDocument();
  });

  it('stays open when the member clicks beside it', async () => {
    const user = userEvent.setup();
    const { dialog } = await checkoutWholeCart(user);
    const wrapper = dialog.closest('.ant-modal-wrap');
    expect(wrapper).not.toBeNull();
    await user.click(wrapper as HTMLElement);
    expect(screen.getByRole('dialog', { name: paymentCopy.confirmOrderTitle })).toBeVisible();
  });

  it('keeps 提交订单 disabled until the addresses are in and the default one is chosen', async () => {
    const user = userEvent.setup();
    mockApi.failNext(addressEndpoints.addresses, { delayMs: 1_000 });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('checkbox', { name: cartCopy.selectAll }));
    await user.click(screen.getByRole('button', { name: cartCopy.checkout }));
    const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });
    const submit = within(dialog).getByRole('button', { name: paymentCopy.submitOrder });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('radio', { checked: true })).toBeDefined());
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('asks for an address first when the member has none', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.storageDetail(1), { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    await user.click(await screen.findByRole('button', { name: goodsCopy.buyNow }));
    const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });
    const submit = await within(dialog).findByRole('button', { name: paymentCopy.submitOrder });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(paymentCopy.fillAddressFirst)).toBeInTheDocument();
    expect(ordersOf(2)).toHaveLength(0);
  });

  it('opens 充值结算 for the order when the balance is short (30232)', async () => {
    const user = userEvent.setup();
    const { dialog, pay } = await toPayStep(user);
    mockApi.failNext(checkoutEndpoints.payByBalance, {
      errorCode: '30232',
      errorMessage: '余额不足',
    });
    await user.click(pay);
    // antd names every dialog by one fixed id under test, so find 充值结算 by its content
    const methods = await screen.findByRole('radiogroup', { name: rechargeCopy.method });
    const recharge = methods.closest<HTMLElement>('[role="dialog"]');
    expect(recharge).not.toBeNull();
    expect(within(recharge ?? document.body).getByText('余额不足')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('returns to the pay step with the new balance once a WeChat top-up arrives', async () => {
    const user = userEvent.setup();
    const { dialog, pay } = await toPayStep(user);
    const balanceLine = (fen: number) => `${orderCopy.balance}：${formatFen(fen)}`;
    expect(
      await within(dialog).findByText(balanceLine(balanceOf(MEMBER_ID) ?? 0)),
    ).toBeInTheDocument();
    mockApi.failNext(checkoutEndpoints.payByBalance, {
      errorCode: '30232',
      errorMessage: '余额不足',
    });
    await user.click(pay);
    // the balance covers the order in truth, so nothing is prefilled: the member tops up ¥100
    const amount = await screen.findByLabelText(rechargeCopy.amount);
    await user.clear(amount);
    await user.type(amount, '100');
    expect(await screen.findByRole('img', { name: rechargeCopy.qrAlt })).toBeInTheDocument();

    mockApi.completeOnlinePayment('wx');

    expect(await screen.findByText(rechargeCopy.credited)).toBeVisible();
    // the poll that noticed the top-up refreshed the balance the pay step shows
    expect(
      await within(dialog).findByText(balanceLine(balanceOf(MEMBER_ID) ?? 0)),
    ).toBeInTheDocument();
  });

  it('shows the reason of any other payment failure and goes to the order list', async () => {
    const user = userEvent.setup();
    const { dialog, submit, router } = await checkoutWholeCart(user);
    await user.click(submit);
    const pay = await within(dialog).findByRole('button', { name: paymentCopy.payFromBalance });
    mockApi.failNext(checkoutEndpoints.payByBalance, {
      errorCode: '30207',
      errorMessage: '订单已冻结',
    });
    await user.click(pay);
    expect(
      await screen.findByText(
        `${paymentCopy.paymentFailed('订单已冻结')}，${paymentCopy.redirecting}`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/water_order'));
    expect(router.state.location.search).toBe('?type=water_order');
  });

  it('cancels the order after confirmation and returns to the order list', async () => {
    const user = userEvent.setup();
    const { dialog, submit, router } = await checkoutWholeCart(user);
    await user.click(submit);
    await user.click(await within(dialog).findByRole('button', { name: orderCopy.cancelOrder }));
    await user.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/water_order'));
    expect(ordersOf(MEMBER_ID).sort((a, b) => b.orderId - a.orderId)[0]?.status).toBe('CANCEL');
  });
});
