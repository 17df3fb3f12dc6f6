import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, ordersCopy, printCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { mockApi } from '@tests/mock-backend';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { button, findCard, oneOrderUrl } from './order-test-helpers';
import { bodyCells } from '@tests/table-rows';

/** A paid order of account 1 with a line of several pieces, whose total is not its unit price. */
function paidOrderWithSeveralPieces() {
  const order = mockApi
    .snapshot()
    .orders.find(
      (row) => row.userId === 1 && row.payTime !== null && row.goods.some((good) => good.num > 1),
    );
  if (!order) throw new Error('no seeded paid order with a line of several pieces');
  return order;
}

async function openDetail(payCode: string) {
  await renderApp(oneOrderUrl(payCode));
  await userEvent.click(button(await findCard(payCode), ordersCopy.actions.detail));
  const drawer = await screen.findByRole('dialog', { name: ordersCopy.actions.detail });
  await within(drawer).findByText(payCode);
  return drawer;
}

/** The 实付金额 line of the detail's list. */
const amountPaidOf = (drawer: HTMLElement) =>
  within(drawer).getByText(ordersCopy.amountPaid).closest('tr');

describe('an order’s detail', () => {
  it('lists each good with its specification, unit price, quantity and line total, and the amount paid', async () => {
    await logInAs(SEEDED_MEMBER);
    const order = paidOrderWithSeveralPieces();
    const drawer = await openDetail(order.payCode);

    const lineTotals = within(drawer).getByRole('columnheader', { name: ordersCopy.lineTotal });
    const table = lineTotals.closest('table');
    if (!table) throw new Error('the goods are not a table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      ordersCopy.goodName,
      ordersCopy.spec,
      ordersCopy.unitPrice,
      ordersCopy.quantityColumn,
      ordersCopy.lineTotal,
    ]);
    const lines = bodyCells(table);
    expect(lines).toEqual(
      order.goods.map((good) => [
        good.goodName,
        good.goodStockName,
        formatFen(good.price),
        String(good.num),
        formatFen(good.price * good.num),
      ]),
    );
    expect(amountPaidOf(drawer)).toHaveTextContent(formatFen(order.price));
  });

  it('says an unpaid order has paid nothing yet', async () => {
    await logInAs(SEEDED_MEMBER);
    const order = mockApi.snapshot().orders.find((row) => row.userId === 1 && row.payTime === null);
    if (!order) throw new Error('no seeded unpaid order');
    const drawer = await openDetail(order.payCode);
    expect(amountPaidOf(drawer)).toHaveTextContent(ordersCopy.unpaid);
  });

  it('prints with 打印, headed by the platform and the order’s number', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await logInAs(SEEDED_MEMBER);
    const order = paidOrderWithSeveralPieces();
    const drawer = await openDetail(order.payCode);

    await userEvent.click(within(drawer).getByRole('button', { name: printCopy.print }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(within(drawer).getByText(commonCopy.siteTitle)).toBeInTheDocument();
    expect(within(drawer).getByText(/^打印时间：/)).toBeInTheDocument();
    expect(
      within(drawer).getByText(printCopy.field(ordersCopy.payCode, order.payCode)),
    ).toBeInTheDocument();
  });
});
