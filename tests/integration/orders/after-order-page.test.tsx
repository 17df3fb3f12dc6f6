import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyStatusCopy, commonCopy, ordersCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

const AFTER_URL = memberPath('after_order');

describe('after_order', () => {
  it('opens a request’s conversation and adds a trimmed message, refusing an empty one', async () => {
    const user = userEvent.setup();
    await renderApp(AFTER_URL, { loggedInAs: SEEDED_MEMBER });
    const [seeded] = mockApi.snapshot().afterSales;
    const request = await screen.findByRole('article', {
      name: ordersCopy.afterLabel(seeded.payCode),
    });
    expect(request).toHaveTextContent(seeded.reason);
    expect(request).toHaveTextContent(ordersCopy.afterTypes[seeded.afterType]);
    expect(request).toHaveTextContent(applyStatusCopy[seeded.status]);

    const toggle = within(request).getByRole('button', { name: ordersCopy.showConsult });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = await within(request).findByRole('region', { name: ordersCopy.consultTitle });
    expect(await within(thread).findByText(/无需自行寄回/, undefined)).toBeInTheDocument();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);

    const box = () => within(thread).getByRole('textbox', { name: ordersCopy.consultInput });
    await user.type(box(), '   ');
    await user.click(within(thread).getByRole('button', { name: ordersCopy.send }));
    expect(await within(thread).findByText(ordersCopy.consultEmpty)).toBeInTheDocument();

    await user.clear(box());
    await user.click(box());
    await user.paste('  好的，明天上午在家 ');
    await user.click(within(thread).getByRole('button', { name: ordersCopy.send }));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(within(thread).getAllByRole('listitem')[2]).toHaveTextContent(
      `${ordersCopy.consultFromMember}`,
    );
    expect(box()).toHaveValue('');
    expect(mockApi.snapshot().afterConsults.at(-1)).toMatchObject({
      afterId: seeded.afterId,
      content: '好的，明天上午在家',
    });
  });

  it('shows 暂无数据 to a member without after-sales requests', async () => {
    await renderApp(AFTER_URL, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(commonCopy.noData, { selector: 'div' })).toBeInTheDocument();
  });
});
