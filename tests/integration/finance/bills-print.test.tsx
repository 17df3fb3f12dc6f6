import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, printCopy, withdrawalCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';

/** Opens 账单 at `search`, waits for the statement's lines and clicks its 打印. */
async function printStatement(search: string) {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  await logInAs(SEEDED_MEMBER);
  await renderApp(`${hrefs.bills}${search}`);
  const statement = await screen.findByRole('region', { name: withdrawalCopy.billsTitle });
  await within(statement).findAllByRole('row');
  await userEvent.click(within(statement).getByRole('button', { name: printCopy.print }));
  expect(print).toHaveBeenCalledTimes(1);
  return screen
    .getByText(commonCopy.siteTitle, { selector: '.print-head strong' })
    .closest('.print-head');
}

describe('账单’s statement printed', () => {
  it('is headed by its type and period as filtered and the page shown', async () => {
    const head = await printStatement('?type=CONSUME&start=2020-01-01&end=2030-12-31');
    expect(head).toHaveTextContent(withdrawalCopy.billsTitle);
    expect(head).toHaveTextContent('类型：消费');
    expect(head).toHaveTextContent('日期：2020-01-01 至 2030-12-31');
    expect(head).toHaveTextContent('第 1 页');
    expect(head).toHaveTextContent(/打印时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('says every type and every day when unfiltered, and the page it is on', async () => {
    const head = await printStatement('?page=2');
    expect(head).toHaveTextContent('类型：全部类型');
    expect(head).toHaveTextContent('日期：全部');
    expect(head).toHaveTextContent('第 2 页');
  });
});
