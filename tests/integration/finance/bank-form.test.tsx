import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCopy, commonCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

const NUMBER = '6225880123456789';
const banksNumbered = (number: string) =>
  mockApi.snapshot().banks.filter((bank) => bank.userBankNo === number);

describe('my_bank: 新增银行账户', () => {
  it('a double click on 保存 creates one account', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.bankAccounts, { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: bankCopy.add }));
    const dialog = await screen.findByRole('dialog', { name: bankCopy.add });

    await user.type(within(dialog).getByLabelText(bankCopy.bank), '浦发银行');
    await user.type(within(dialog).getByLabelText(bankCopy.holder), '林晓雨');
    // full-width digits from a Chinese input method are read as digits
    await user.type(
      within(dialog).getByLabelText(bankCopy.number),
      '６２２５８８０１２３４５６７８９',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: bankCopy.save }));

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(banksNumbered(NUMBER)).toEqual([
        expect.objectContaining({ userBank: '浦发银行', userBankUserName: '林晓雨' }),
      ]),
    );
  });
});
