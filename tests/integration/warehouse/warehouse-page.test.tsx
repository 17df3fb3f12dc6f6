import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { batchStatusCopy, commonCopy, pdfPreviewCopy, warehouseCopy } from '@/copy';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';

const PAGE = '/member/total_storage';
const printButton = () => screen.queryByRole('button', { name: warehouseCopy.print });
const cardOf = (title: string) => screen.findByRole('region', { name: title });

describe('total_storage', () => {
  it('shows 打印对账单 to a member holding the print code; it opens the statement in /pdfPreview', async () => {
    const { router } = await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    expect((await screen.findAllByText('五常大米')).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: warehouseCopy.print }));

    expect(await screen.findByTitle(pdfPreviewCopy.frameTitle)).toHaveAttribute(
      'src',
      expect.stringMatching(/\/docs\/storage-statement\.pdf$/),
    );
    expect(router.state.location.pathname).toBe('/pdfPreview');
  });

  it('hides 打印对账单 from a member without the code, whose own stock is shown', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect((await screen.findAllByText('东北小米')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: warehouseCopy.pageTitle })).toBeInTheDocument();
    expect(printButton()).toBeNull();
  });

  it('follows the session’s codes: without the print code the same stock has no print button', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('button', { name: warehouseCopy.print })).toBeVisible();
    dropPermissionCodes();
    expect((await screen.findAllByText('五常大米')).length).toBeGreaterThan(0);
    expect(printButton()).toBeNull();
  });

  it('完成入库 puts a passed batch into stock: it reads 审核完成 and the log lists it as 入库', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    const batches = await cardOf(warehouseCopy.batchesTitle);
    const [end] = await within(batches).findAllByRole('button', {
      name: new RegExp(`^${warehouseCopy.endBatch} `),
    });
    const batchNo = (end.getAttribute('aria-label') ?? '').split(' ')[1];
    const row = end.closest('tr') as HTMLElement;
    expect(within(row).getByText(batchStatusCopy[1])).toBeInTheDocument();

    await userEvent.click(end);
    await userEvent.click(await screen.findByRole('button', { name: commonCopy.confirm }));

    const ended = (await within(batches).findByText(batchNo)).closest('tr') as HTMLElement;
    expect(await within(ended).findByText(batchStatusCopy[3])).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: /完成入库/ })).toBeNull();
    const log = await cardOf(warehouseCopy.logTitle);
    const logged = (await within(log).findByText(batchNo)).closest('tr') as HTMLElement;
    expect(within(logged).getByText(warehouseCopy.directionIn)).toBeInTheDocument();
  });

  it('keeps the batch filters in the URL and asks the server for those batches only', async () => {
    const { router } = await renderApp(`${PAGE}?batchStatus=2`, { loggedInAs: SEEDED_MEMBER });
    const batches = await cardOf(warehouseCopy.batchesTitle);
    expect((await within(batches).findAllByText(batchStatusCopy[2])).length).toBeGreaterThan(0);
    expect(within(batches).queryByText(batchStatusCopy[3])).toBeNull();
    expect(within(batches).getByTitle(batchStatusCopy[2])).toBeInTheDocument();
    expect(router.state.location.search).toBe('?batchStatus=2');
  });
});
