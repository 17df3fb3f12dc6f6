import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyStatusCopy,
  commonCopy,
  invoiceAuditCopy,
  invoiceCopy,
  orderStatusCopy,
  ordersCopy,
} from '@/copy';
import { memberPath } from '@/config/paths';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { apiClient } from '@/lib/api-client';
import { mockApi } from '@tests/mock-backend';
import { NEW_ADDRESS } from '@tests/sample-addresses';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import type { OrderStatus } from '@/lib/enums/order-status';
import {
  button,
  findCard,
  oneOrderUrl,
  ORDER_LIST_URL,
  orderInDb,
  seededOrder,
} from './order-test-helpers';

/** Opens the list at one order of that status and presses one of its buttons. */
async function openOn(status: OrderStatus, action: string, pick = seededOrder) {
  const order = pick(status);
  const rendered = await renderApp(oneOrderUrl(order.payCode));
  const card = await findCard(order.payCode);
  await userEvent.click(button(card, action));
  const dialog = await screen.findByRole('dialog', undefined);
  return { ...rendered, order, card, dialog };
}

const closeDialog = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('button', { name: commonCopy.close }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('order dialogs', () => {
  it('修改地址 moves a paid order to another of the member’s addresses', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    const added = await apiClient.call(addressEndpoints.create, { body: NEW_ADDRESS });
    const { order, card, dialog } = await openOn('PAYMENT', ordersCopy.actions.changeAddress);
    const confirm = within(dialog).getByRole('button', { name: commonCopy.confirm });
    expect(confirm).toBeDisabled();

    await user.click(await within(dialog).findByRole('radio', { name: /陈志远/ }));
    await user.click(confirm);

    await waitFor(() => expect(card).toHaveTextContent('高新南一道8号'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(orderInDb(order.orderId)?.address.userAddressId).toBe(added.userAddressId);
  });

  it('shows the traces, the detail and a refused invoice’s reason of a received order', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    const refusedInvoice = (status: OrderStatus) => {
      const order = mockApi
        .snapshot()
        .orders.find((row) => row.status === status && row.invoiceAudit === 2);
      if (!order?.trackingNo) throw new Error('a received order with a refused invoice');
      return order;
    };
    const { order, card, dialog } = await openOn(
      'FINISH',
      ordersCopy.actions.tracking,
      refusedInvoice,
    );
    const trackingNo = order.trackingNo ?? '';

    expect(await within(dialog).findByText(trackingNo, undefined)).toBeInTheDocument();
    expect(within(dialog).getByText(/快件已签收/)).toBeInTheDocument();
    expect(within(dialog).getByText(/已交由.+揽收/)).toBeInTheDocument();
    await closeDialog(dialog);

    await user.click(button(card, ordersCopy.actions.detail));
    const drawer = await screen.findByRole('dialog', { name: ordersCopy.actions.detail });
    expect(await within(drawer).findByText(trackingNo, undefined)).toBeInTheDocument();
    expect(drawer).toHaveTextContent(order.address.fullAddress);
    expect(drawer).toHaveTextContent(invoiceAuditCopy[2]);
    await closeDialog(drawer);

    await user.click(button(card, ordersCopy.actions.viewInvoice));
    const invoice = await screen.findByRole('dialog', { name: ordersCopy.invoiceTitle });
    expect(await within(invoice).findByText(order.refuseReason, undefined)).toBeInTheDocument();
    expect(within(invoice).getByText(ordersCopy.reapplyHint)).toBeInTheDocument();
  });

  it('订单详情 lives in the URL: a reload opens it again, closing removes it, a missing order says so', async () => {
    const user = userEvent.setup();
    const order = seededOrder('PAYMENT');
    const { router, unmount } = await renderApp(oneOrderUrl(order.payCode), {
      loggedInAs: SEEDED_MEMBER,
    });
    await user.click(button(await findCard(order.payCode), ordersCopy.actions.detail));
    const search = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(search().get('id')).toBe(String(order.orderId)));
    expect(search().get('keyword')).toBe(order.payCode);
    const drawer = await screen.findByRole('dialog', { name: ordersCopy.actions.detail });
    expect(await within(drawer).findByText(order.payCode)).toBeInTheDocument();

    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    const reloaded = await renderApp(url);
    const again = await screen.findByRole('dialog', { name: ordersCopy.actions.detail });
    expect(await within(again).findByText(order.address.fullAddress)).toBeInTheDocument();
    await closeDialog(again);
    const after = new URLSearchParams(reloaded.router.state.location.search);
    expect(after.get('id')).toBeNull();
    expect(after.get('keyword')).toBe(order.payCode);
    reloaded.unmount();

    await renderApp(`${ORDER_LIST_URL}&id=99999`);
    const missing = await screen.findByRole('dialog', { name: ordersCopy.actions.detail });
    expect(await within(missing).findByText(ordersCopy.orderNotFound)).toBeVisible();
  });

  it('申请发票 needs a title, then sends the request for audit', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    const { order, card, dialog } = await openOn('SEND', ordersCopy.actions.applyInvoice);
    expect(await within(dialog).findByText(ordersCopy.notRequested, undefined)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: ordersCopy.submitApply }));
    expect(await screen.findByText(ordersCopy.invoiceTitleMissing)).toBeInTheDocument();
    expect(orderInDb(order.orderId)?.invoiceAudit).toBeNull();

    await user.type(within(dialog).getByLabelText(invoiceCopy.userName), ' 林晓雨 ');
    await user.click(within(dialog).getByRole('button', { name: ordersCopy.submitApply }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveTextContent(ordersCopy.invoiceTag(invoiceAuditCopy[0])));
    expect(orderInDb(order.orderId)).toMatchObject({
      invoiceAudit: 0,
      invoiceInformation: { isInvoice: 1, userName: '林晓雨' },
    });
  });

  it('申请售后 needs a reason, survives a network failure and moves the order to 售后中', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    const { router, order, card, dialog } = await openOn('SIGN', ordersCopy.actions.afterSale);
    const reason = () => within(dialog).getByRole('textbox', { name: ordersCopy.reason });
    const submit = () => within(dialog).getByRole('button', { name: ordersCopy.submit });

    await user.click(submit());
    expect(await within(dialog).findByText(ordersCopy.reasonRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: ordersCopy.afterTypes[2] }));
    await user.click(reason());
    await user.paste('  尺码不合适 ');
    mockApi.failNext(ordersEndpoints.enterAfterSale, { network: true });
    await user.click(submit());
    expect(await screen.findByText(commonCopy.serverException)).toBeInTheDocument();
    expect(reason()).toHaveValue('  尺码不合适 ');
    expect(orderInDb(order.orderId)?.status).toBe('SIGN');

    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveTextContent(orderStatusCopy.AFTER));
    expect(within(card).queryByRole('button', { name: ordersCopy.actions.afterSale })).toBeNull();
    expect(mockApi.snapshot().afterSales.at(-1)).toMatchObject({
      orderId: order.orderId,
      afterType: 2,
      reason: '尺码不合适',
    });

    // hidden: skips the visibility walk over the whole page, which is slow in jsdom
    await user.click(screen.getByRole('link', { name: ordersCopy.afterTitle, hidden: true }));
    const request = await screen.findByRole('article', {
      name: ordersCopy.afterLabel(order.payCode),
    });
    expect(request).toHaveTextContent(ordersCopy.afterTypes[2]);
    expect(request).toHaveTextContent(applyStatusCopy[0]);
    expect(router.state.location.pathname).toBe(memberPath('after_order'));
  });
});
