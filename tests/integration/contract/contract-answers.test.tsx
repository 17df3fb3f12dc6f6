import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, contractCopy } from '@/copy';
import { hrefs, memberPath } from '@/config/paths';
import { contractEndpoints } from '@/features/contract/api/contract-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { contractPageSchema } from '@/features/contract/api/contract-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const MY_CONTRACT = memberPath('my_contract');
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('contract answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, a row without an id left out, a bad extension dropped', () => {
    expect(
      parseAnswer(contractPageSchema, {
        list: [{ contractId: 2, pdfUrl: '', extension: 'soon' }, { contractName: '无编号' }],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            contractId: 2,
            contractNo: '',
            contractName: '',
            party: '',
            startDate: '',
            endDate: '',
            status: 'EXPIRED',
            signTime: '',
            remark: '',
            pdfUrl: null,
            extension: null,
            auditRemark: '',
          },
        ],
        total: 1,
      },
    });
  });

  it('my_contract: a failed list shows 重试, never 暂无合同, then the contracts with their status', async () => {
    mockApi.failNext(contractEndpoints.list, { network: true });
    await renderApp(MY_CONTRACT, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(contractCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    const row = (await screen.findByText('区域配送服务合同')).closest('tr') as HTMLElement;
    expect(within(row).getByText('即将到期')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: contractCopy.extendOf('区域配送服务合同') }),
    ).toBeInTheDocument();
    const reviewed = screen.getByText('广告投放服务合同').closest('tr') as HTMLElement;
    expect(within(reviewed).getByText('续签审核中')).toBeInTheDocument();
    expect(within(reviewed).queryByRole('button', { name: /申请续签/ })).toBeNull();
  });

  it('my_contract: a minimal row shows, without 申请续签 for a status it does not know', async () => {
    mockApi.failNext(contractEndpoints.list, {
      resultData: { list: [{ contractId: 9, contractName: '简版合同', status: 'VOID' }] },
    });
    const { router } = await renderApp(MY_CONTRACT, asMember);
    const row = (await screen.findByText('简版合同')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已到期')).toBeInTheDocument();
    expectNoCrash();

    mockApi.failNext(contractEndpoints.list, { resultData: { list: [], total: 0 } });
    await act(() => router.navigate(`${MY_CONTRACT}?status=NEW_AUDIT`));
    expect(await screen.findByText(contractCopy.empty)).toBeInTheDocument();
  });

  it('detail: the PDF opens in /pdfPreview; a contract under review has none yet', async () => {
    const { router } = await renderApp(`${MY_CONTRACT}?id=1`, asMember);
    const pdf = await screen.findByRole('link', { name: contractCopy.viewPdf });
    expect(pdf).toHaveAttribute('href', hrefs.pdfPreview('/docs/member-handbook.pdf'));
    await act(() => router.navigate(`${MY_CONTRACT}?id=5`));
    expect(await screen.findByText(contractCopy.noPdf)).toBeInTheDocument();
    expect(screen.getByText('新签审核中')).toBeInTheDocument();
  });

  it('detail: a refused request says 新签未通过 with the platform’s reason; a passed one has its PDF', async () => {
    mockApi.auditContracts('REFUSE', '签约方资质待补充');
    const { router } = await renderApp(`${MY_CONTRACT}?id=5`, asMember);
    expect(await screen.findByText('签约方资质待补充')).toBeInTheDocument();
    expect(screen.getByText(contractCopy.auditRemark)).toBeInTheDocument();
    expect(screen.getByText('新签未通过')).toBeInTheDocument();
    expect(screen.getByText(contractCopy.noPdf)).toBeInTheDocument();

    // the refused extension of 广告投放服务合同 may be asked again
    await act(() => router.navigate(`${MY_CONTRACT}?id=4`));
    expect(await screen.findByRole('button', { name: contractCopy.extend })).toBeInTheDocument();
    expect(screen.getByText('签约方资质待补充')).toBeInTheDocument();
  });

  it("detail: someone else's contract says it does not exist", async () => {
    await renderApp(`${MY_CONTRACT}?id=6`, asMember);
    expect(await screen.findByText(contractCopy.notFound)).toBeInTheDocument();
  });
});
