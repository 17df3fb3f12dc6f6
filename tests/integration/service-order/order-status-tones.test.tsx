import { screen, within } from '@testing-library/react';
import { TONE_COLOURS } from '@/components/ui/tone-colours';
import { orderStatusCopy } from '@/copy';
import { orderStatus, type OrderStatus } from '@/lib/enums/order-status';
import { oneOrderUrl, seededOrder } from '@tests/integration/orders/order-test-helpers';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

/** The statuses an order shows both in 我的订单 and, to the member serving it, in 服务订单. */
const SHARED_STATUSES = ['PAYMENT', 'SEND', 'START', 'SIGN'] as const satisfies OrderStatus[];

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/** How a status tag looks: its text, background and border colours. */
function looksOf(tag: HTMLElement) {
  const style = getComputedStyle(tag);
  return { color: style.color, background: style.backgroundColor, border: style.borderColor };
}

describe('order status colours', () => {
  it('are the same in the order list and in 服务订单', async () => {
    const inOrderList = new Map<OrderStatus, ReturnType<typeof looksOf>>();
    for (const status of SHARED_STATUSES) {
      const { unmount } = await renderApp(oneOrderUrl(seededOrder(status).payCode), {
        loggedInAs: SEEDED_MEMBER,
      });
      const card = await screen.findByRole('article');
      inOrderList.set(status, looksOf(within(card).getByText(orderStatusCopy[status])));
      unmount();
    }

    await renderApp('/member/service_order', { loggedInAs: SEEDED_MEMBER });
    const table = await screen.findByRole('table');
    for (const status of SHARED_STATUSES) {
      const [tag] = await within(table).findAllByText(orderStatusCopy[status]);
      expect(tag && looksOf(tag), orderStatusCopy[status]).toEqual(inOrderList.get(status));
      expect(inOrderList.get(status)?.color).toBe(rgb(TONE_COLOURS[orderStatus.tone(status)].text));
    }
  });
});
