import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, orderStatusCopy, ordersCopy, pagerCopy, searchBarCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { useUiStore } from '@/stores/ui-store';
import { formatFen } from '@/utils/money';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { apiClient } from '@/lib/api-client';
import {
  button,
  cards,
  findCard,
  ORDER_LIST_URL,
  orderInDb,
  queryCard,
  seededOrder,
  seededOrders,
} from './order-test-helpers';

const confirmDialog = async (text: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));
};

describe('water_order', () => {
  it('pages through all orders and filters by status tab, keeping type in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });
    const newest = seededOrder('WAIT');
    await findCard(newest.payCode);
    expect(cards()).toHaveLength(10);
    expect(screen.getByText(pagerCopy.total(14))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: pagerCopy.next }));
    await waitFor(() => expect(queryCard(newest.payCode)).not.toBeInTheDocument());
    expect(cards()).toHaveLength(4);
    expect(router.state.location.search).toBe('?type=water_order&page=2');

    await user.click(screen.getByRole('tab', { name: orderStatusCopy.WAIT }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const card of cards()) expect(card).toHaveTextContent(orderStatusCopy.WAIT);
    expect(screen.getByRole('tab', { name: orderStatusCopy.WAIT })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('?type=water_order&status=WAIT');
  });

  it('shows the lines, total and address of an order, and finds it by a good’s name', async () => {
    const user = userEvent.setup();
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });
    const order = seededOrders('WAIT')[1];
    const card = await findCard(order.payCode);
    const [line] = order.goods;
    expect(within(card).getByRole('link', { name: line.goodName })).toBeInTheDocument();
    expect(card).toHaveTextContent(line.goodStockName);
    expect(card).toHaveTextContent(ordersCopy.quantity(line.num));
    expect(card).toHaveTextContent(order.createTime);
    expect(card).toHaveTextContent(order.address.fullAddress);
    expect(card).toHaveTextContent(formatFen(order.price));
    expect(card).toHaveTextContent(formatFen(line.price));

    await user.type(
      screen.getByRole('textbox', { name: ordersCopy.searchPlaceholder }),
      line.goodName,
    );
    await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
    await waitFor(() => expect(cards().length).toBeLessThan(10));
    for (const found of cards()) expect(found).toHaveTextContent(line.goodName);
  });

  it('去支付 opens the app-wide order dialog, and its closing refreshes the list', async () => {
    const user = userEvent.setup();
    const order = seededOrder('WAIT');
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });
    const card = await findCard(order.payCode);

    await user.click(button(card, ordersCopy.actions.pay));
    expect(useUiStore.getState().checkout).toEqual({ kind: 'order', orderId: order.orderId });

    // the dialog cancels the order, then closes
    await apiClient.call(ordersEndpoints.cancel, { body: { orderId: order.orderId } });
    act(() => useUiStore.getState().closeCheckout());
    await waitFor(() => expect(card).toHaveTextContent(orderStatusCopy.CANCEL));
  });

  it('cancels a pending order after confirmation', async () => {
    const user = userEvent.setup();
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });
    const order = seededOrder('WAIT');
    const card = await findCard(order.payCode);
    await user.click(button(card, ordersCopy.actions.cancel));
    await confirmDialog(ordersCopy.cancelConfirm);

    await waitFor(() => expect(card).toHaveTextContent(orderStatusCopy.CANCEL));
    expect(within(card).queryByRole('button', { name: ordersCopy.actions.pay })).toBeNull();
    expect(orderInDb(order.orderId)?.status).toBe('CANCEL');
  });

  it('deletes a closed order after confirmation', async () => {
    const user = userEvent.setup();
    await renderApp(`${ORDER_LIST_URL}&status=CANCEL`, { loggedInAs: SEEDED_MEMBER });
    const [gone, kept] = seededOrders('CANCEL');
    const card = await findCard(gone.payCode);
    await user.click(button(card, ordersCopy.actions.remove));
    await confirmDialog(ordersCopy.removeConfirm);

    await waitFor(() => expect(queryCard(gone.payCode)).not.toBeInTheDocument());
    expect(queryCard(kept.payCode)).toBeInTheDocument();
    expect(orderInDb(gone.orderId)).toBeUndefined();
  });

  it('再次购买 puts the goods back in the cart and opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(memberPath('my_cart'), { loggedInAs: SEEDED_MEMBER });
    const order = seededOrders('WAIT')[1];
    const newGood = order.goods.find(
      (good) => !mockApi.snapshot().carts.some((row) => row.goodStockId === good.goodStockId),
    );
    if (!newGood) throw new Error('the order should hold a good that is not in the cart');
    // the cart was shown (and cached) before the reorder
    await screen.findAllByRole('spinbutton', undefined);
    expect(screen.queryByRole('link', { name: newGood.goodName })).not.toBeInTheDocument();

    await act(() => router.navigate(ORDER_LIST_URL));
    await user.click(button(await findCard(order.payCode), ordersCopy.actions.reorder));

    await waitFor(() => expect(router.state.location.pathname).toBe(memberPath('my_cart')));
    expect(await screen.findByText(ordersCopy.reorderDone)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: newGood.goodName })).toBeInTheDocument();
  });

  it('shows 暂无数据 to a member without orders', async () => {
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    // the empty state's text, not the title of its picture
    expect(await screen.findByText(commonCopy.noData, { selector: 'div' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

describe('history_order', () => {
  it('lists only closed orders, without status tabs, and searches them', async () => {
    const user = userEvent.setup();
    await renderApp(memberPath('history_order'), { loggedInAs: SEEDED_MEMBER });
    const closed = (['CANCEL', 'FINISH', 'REJECTION', 'RETURN'] as const).flatMap(seededOrders);
    await findCard(closed[0].payCode);
    expect(cards()).toHaveLength(closed.length);
    expect(queryCard(seededOrder('WAIT').payCode)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    const wanted = seededOrder('REJECTION');
    await user.type(
      screen.getByRole('textbox', { name: ordersCopy.searchPlaceholder }),
      wanted.payCode,
    );
    await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName(ordersCopy.orderLabel(wanted.payCode));
  });
});
