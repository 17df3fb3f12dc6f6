import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { contractEndpoints } from '@/features/contract/api/contract-endpoints';

describe('申请新合同', () => {
  it('says what is missing in Chinese, keeps what was typed, then lists the request as 新签审核中', async () => {
    const user = userEvent.setup();
    await renderApp(memberPath('my_contract'), { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    await screen.findByText('会员采购协议');
    await user.click(screen.getByRole('button', { name: contractCopy.newContract }));
    // antd names every dialog 'test-id' under test: it is found by its title instead
    const dialog = (
      await screen.findByText(contractCopy.newContractTitle, { selector: '.ant-modal-title' })
    ).closest('[role=dialog]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: contractCopy.submit }));
    expect(await within(dialog).findByText(contractCopy.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(contractCopy.partyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(contractCopy.periodRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(contractCopy.contractName), '仓储服务合同');
    await user.type(within(dialog).getByLabelText(contractCopy.party), '会员服务平台运营有限公司');
    await user.type(within(dialog).getByPlaceholderText(contractCopy.startDate), '2030-01-01');
    await user.type(within(dialog).getByPlaceholderText(contractCopy.endDate), '2030-12-31');
    await user.click(within(dialog).getByLabelText(contractCopy.description));

    // a lost answer: the dialog stays with everything typed
    mockApi.failNext(contractEndpoints.create, { network: true });
    await user.click(within(dialog).getByRole('button', { name: contractCopy.submit }));
    expect(await screen.findByText('服务器异常')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(contractCopy.contractName)).toHaveValue('仓储服务合同');

    await user.click(within(dialog).getByRole('button', { name: contractCopy.submit }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    const row = (await screen.findByText('仓储服务合同')).closest('tr') as HTMLElement;
    expect(within(row).getByText('新签审核中')).toBeInTheDocument();
    expect(within(row).getByText('2030-01-01')).toBeInTheDocument();
  });
});
