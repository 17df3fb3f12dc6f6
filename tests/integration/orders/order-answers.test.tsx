import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, ordersCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { button, cards, findCard, ORDER_LIST_URL, seededOrder } from './order-test-helpers';

const minimalOrder = (orderId: number, patch: Record<string, unknown> = {}) => ({
  orderId,
  payCode: `PC${orderId}`,
  status: 'WAIT',
  price: 1200,
  ...patch,
});

describe('order answers', () => {
  it('lists orders from their essentials and leaves out rows it cannot trust', async () => {
    mockApi.failNext(ordersEndpoints.list, {
      resultData: {
        list: [
          minimalOrder(901),
          minimalOrder(902, { status: 'SOMETHING_NEW' }),
          minimalOrder(903, { price: 12.5 }),
          minimalOrder(904, { price: '3400', status: 'FINISH' }),
        ],
        total: 4,
      },
    });
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });

    expect(await findCard('PC901')).toHaveTextContent('¥12.00');
    expect(await findCard('PC904')).toHaveTextContent('¥34.00');
    expect(cards()).toHaveLength(2);
  });

  it.each([null, '文字', 3])('shows 加载失败 with 重试 for a list answered %j', async (bad) => {
    mockApi.failNext(ordersEndpoints.list, { resultData: bad });
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(commonCopy.loadFailed);
    expect(screen.queryByText(commonCopy.noData)).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: commonCopy.retry }));
    await findCard(seededOrder('WAIT').payCode);
  });

  it('says the detail failed to load on a network error, with 重试', async () => {
    const order = seededOrder('WAIT');
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });
    const card = await findCard(order.payCode);
    mockApi.failNext(ordersEndpoints.detail, { network: true });
    await userEvent.click(button(card, ordersCopy.actions.detail));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(commonCopy.loadFailed)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: commonCopy.retry }));
    expect(await within(drawer).findByText(order.payCode)).toBeVisible();
  });

  it('marks a reserved order and offers no payment for it', async () => {
    mockApi.failNext(ordersEndpoints.list, {
      resultData: { list: [minimalOrder(905, { reserved: 1 }), minimalOrder(906)], total: 2 },
    });
    await renderApp(ORDER_LIST_URL, { loggedInAs: SEEDED_MEMBER });

    const reserved = await findCard('PC905');
    expect(within(reserved).getByText(ordersCopy.reserved)).toBeVisible();
    expect(within(reserved).getByText(ordersCopy.reservedHint)).toBeVisible();
    expect(within(reserved).queryByRole('button', { name: ordersCopy.actions.pay })).toBeNull();
    expect(button(await findCard('PC906'), ordersCopy.actions.pay)).toBeEnabled();
  });
});
