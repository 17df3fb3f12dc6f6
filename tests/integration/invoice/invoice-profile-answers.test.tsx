import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonCopy, invoiceCopy } from '@/copy';
import { invoiceEndpoints } from '@/features/invoice/api/invoice-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { savedInvoicesSchema } from '@/features/invoice/api/invoice-schemas';

const PAGE = '/member/my_invoice';
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('my_invoice: answers and changes', () => {
  it('schema: a minimal row gets defaults, a row without an id or a non-list is left out', () => {
    expect(parseAnswer(savedInvoicesSchema, 'oops')).toEqual({ ok: true, value: [] });
    const parsed = parseAnswer(savedInvoicesSchema, [
      { userInvoiceId: '3' },
      { unitName: '无编号' },
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: [expect.objectContaining({ userInvoiceId: 3, invoiceType: 0, unitName: '' })],
    });
  });

  it('a failed load shows 加载失败 and 重试, never the empty text, then the profiles', async () => {
    mockApi.failNext(invoiceEndpoints.savedInvoices, { network: true });
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(invoiceCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('深圳市晓雨贸易有限公司 · 增值税专用发票')).toBeInTheDocument();
  });

  it('a minimal or odd row is shown with what it has; an odd answer is not a crash', async () => {
    mockApi.failNext(invoiceEndpoints.savedInvoices, {
      resultData: [{ userInvoiceId: 9, invoiceType: 7, userName: '张三' }, { unitName: '坏行' }],
    });
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('张三 · 普通发票')).toBeInTheDocument();
    expect(screen.queryByText(/坏行/)).toBeNull();
    expectNoCrash();
  });

  it('the server saying there are none shows the empty text', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(invoiceCopy.empty)).toBeInTheDocument();
  });

  it('adds a profile under the invoice rules, the title required; the first one is the default', async () => {
    const user = userEvent.setup();
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    await user.click(await screen.findByRole('button', { name: invoiceCopy.add }));
    const dialog = await screen.findByRole('dialog', { name: invoiceCopy.add });

    // VAT special locks the unit title, as in the order dialog
    await user.click(within(dialog).getByRole('radio', { name: '增值税专用发票' }));
    expect(within(dialog).getByRole('radio', { name: '个人' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: invoiceCopy.save }));
    expect(
      await within(dialog).findByText(invoiceCopy.titleMissing(invoiceCopy.unitName)),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(invoiceCopy.unitName), '建国五金店');
    // full-width digits of an input method read as digits, as in the order dialog
    await user.type(within(dialog).getByLabelText(invoiceCopy.bankCardNumbers), '６２２２０１');
    expect(within(dialog).getByLabelText(invoiceCopy.bankCardNumbers)).toHaveValue('622201');
    await user.click(within(dialog).getByRole('button', { name: invoiceCopy.save }));

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '建国五金店 · 增值税专用发票' });
    expect(within(card).getByText(invoiceCopy.defaultTag)).toBeInTheDocument();
    expect(within(card).getByText('622201')).toBeInTheDocument();
  });

  it('a failed save keeps the dialog open with what was typed; 设为默认 moves the default', async () => {
    const user = userEvent.setup();
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: invoiceCopy.add }));
    const dialog = await screen.findByRole('dialog', { name: invoiceCopy.add });
    await user.type(within(dialog).getByLabelText(invoiceCopy.userName), '林晓雨');
    mockApi.failNext(invoiceEndpoints.create, { network: true });
    await user.click(within(dialog).getByRole('button', { name: invoiceCopy.save }));
    expect(await screen.findByText(commonCopy.serverException)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(invoiceCopy.userName)).toHaveValue('林晓雨');
    // the failure is told in a dialog of its own; once it is closed the form is there again

    // (the leaving loading icon stays in jsdom's reading of the name)
    await user.click(within(dialog).getByRole('button', { name: new RegExp(invoiceCopy.save) }));
    const name = '林晓雨 · 普通发票';
    expect(await screen.findByText(name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${invoiceCopy.makeDefault} ${name}` }));
    const card = await screen.findByRole('region', { name });
    expect(await within(card).findByText(invoiceCopy.defaultTag)).toBeInTheDocument();
  });
});
