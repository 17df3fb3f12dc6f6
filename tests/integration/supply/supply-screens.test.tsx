import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  certificationCopy,
  commonCopy,
  memberMenuCopy,
  navCopy,
  supplyCopy,
  uploadCopy,
} from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import {
  dropPermissionCodes,
  logInAs,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';
import { certificationEndpoints } from '@/features/supply/api/certification-endpoints';
import { apiClient } from '@/lib/api-client';
import { expectShown } from '@tests/expect-shown';
import { FILLED_SUPPLIER } from '@tests/sample-supplier';

const GOOD_SUPPLY = memberPath('good_supply');
const CERTIFICATION = memberPath('certification_sava');
const CATEGORY = memberPath('supplier_category');

/** antd names every dialog 'test-id' under test: it is found by its title instead. */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '[role=dialog]',
  ) as HTMLElement;

const addButton = () => screen.queryByRole('button', { name: supplyCopy.add });

describe('supply screens', () => {
  it('good_supply: the permission directive shows 添加供货商品 to a member holding the supply code only', async () => {
    await renderApp(GOOD_SUPPLY, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('禾丰东北大米')).toBeInTheDocument();
    expect(addButton()).toBeInTheDocument();

    // the same member, seen by the directive without any code
    dropPermissionCodes();
    await waitFor(() => expect(addButton()).toBeNull());
    expect(screen.getByText('禾丰东北大米')).toBeInTheDocument();
  });

  it('good_supply: the second member sees an honest empty profile and list, without 添加供货商品', async () => {
    await renderApp(GOOD_SUPPLY, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(supplyCopy.goodsEmpty)).toBeInTheDocument();
    expect(screen.getByText(supplyCopy.notCertifiedHint)).toBeInTheDocument();
    expect(screen.getByText('未提交')).toBeInTheDocument();
    expect(addButton()).toBeNull();
  });

  it('good_supply: filtering by brand lists only that brand, and the filter lives in the URL', async () => {
    const { router } = await renderApp(`${GOOD_SUPPLY}?brandId=2`, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('清源洗洁精')).toBeInTheDocument();
    expect(screen.queryByText('禾丰东北大米')).toBeNull();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?brandId=2');
  });

  it('good_supply: the add dialog says what is wrong in Chinese and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp(GOOD_SUPPLY, { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: supplyCopy.add }));
    const dialog = await dialogTitled(supplyCopy.addTitle);
    await user.type(await within(dialog).findByLabelText(supplyCopy.goodName), '禾丰小米');
    await user.type(within(dialog).getByLabelText(supplyCopy.supplyPrice), '12.345');
    await user.type(within(dialog).getByLabelText(supplyCopy.stock), '-3');
    await user.click(within(dialog).getByRole('button', { name: supplyCopy.save }));
    await expectShown(() => within(dialog).getByText(supplyCopy.priceInvalid));
    await expectShown(() => within(dialog).getByText(supplyCopy.stockInvalid));
    await expectShown(() => within(dialog).getByText(supplyCopy.brandRequired));
    await expectShown(() => within(dialog).getByText(supplyCopy.companyRequired));
    await expectShown(() => within(dialog).getByText(supplyCopy.imagesRequired(6)));
    expect(within(dialog).getByLabelText(supplyCopy.goodName)).toHaveValue('禾丰小米');
  });

  it('good_supply: the add dialog takes price and stock in full-width digits', async () => {
    const user = userEvent.setup();
    await renderApp(GOOD_SUPPLY, { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: supplyCopy.add }));
    const dialog = await dialogTitled(supplyCopy.addTitle);
    await user.type(await within(dialog).findByLabelText(supplyCopy.supplyPrice), '３９．９');
    await user.type(within(dialog).getByLabelText(supplyCopy.stock), '１２０');
    await user.click(within(dialog).getByRole('button', { name: supplyCopy.save }));
    // the form was checked: what is missing is said, the two numbers are not refused
    await expectShown(() => within(dialog).getByText(supplyCopy.brandRequired));
    expect(within(dialog).queryByText(supplyCopy.priceInvalid)).toBeNull();
    expect(within(dialog).queryByText(supplyCopy.stockInvalid)).toBeNull();
  });

  it('certification_sava: an empty draft checks every field in Chinese, keeps what was typed, and saves a draft', async () => {
    const user = userEvent.setup();
    await renderApp(CERTIFICATION, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(certificationCopy.draftHint)).toBeInTheDocument();
    expect(screen.getByText('未提交')).toBeInTheDocument();
    // each upload button is named by what it says (axe: label-content-name-mismatch)
    for (const subject of [certificationCopy.licenceImg, certificationCopy.documentImgs]) {
      const upload = screen.getByRole('button', { name: uploadCopy.selectFor(subject) });
      expect(upload).toHaveTextContent(uploadCopy.selectFor(subject));
    }
    await user.type(screen.getByLabelText(certificationCopy.companyName), '北京建国商贸有限公司');
    await user.type(screen.getByLabelText(certificationCopy.creditCode), '12345');
    await user.click(screen.getByRole('button', { name: certificationCopy.submit }));
    await expectShown(() => screen.getByText(certificationCopy.creditCodeInvalid));
    await expectShown(() =>
      screen.getByText(certificationCopy.required(certificationCopy.legalPerson)),
    );
    await expectShown(() =>
      screen.getByText(certificationCopy.uploadRequired(certificationCopy.licenceImg)),
    );
    expect(screen.getByLabelText(certificationCopy.companyName)).toHaveValue(
      '北京建国商贸有限公司',
    );

    await user.click(screen.getByRole('button', { name: certificationCopy.saveDraft }));
    await waitFor(() =>
      expect(mockApi.snapshot().supplierCertifications).toContainEqual(
        expect.objectContaining({
          userId: 2,
          companyName: '北京建国商贸有限公司',
          auditStatus: 'UNDEFINED',
        }),
      ),
    );
  });

  it('certification_sava: a passed certification is read-only, without 提交审核 or 撤回', async () => {
    await renderApp(CERTIFICATION, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(certificationCopy.passHint)).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.companyName)).toBeDisabled();
    expect(screen.queryByRole('button', { name: certificationCopy.submit })).toBeNull();
    expect(screen.queryByRole('button', { name: certificationCopy.recall })).toBeNull();
  });

  it('certification_sava: a refused one shows its reason and 重新提交; one under audit is read-only with 撤回', async () => {
    const refused = {
      companyName: '北京建国商贸有限公司',
      auditStatus: 'REFUSE',
      refuseReason: '营业执照已过期',
      submitTime: '2024-05-01 10:00:00',
      auditTime: '2024-05-02 10:00:00',
    };
    mockApi.failNext(certificationEndpoints.supplier, { resultData: refused });
    const { unmount } = await renderApp(CERTIFICATION, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText('拒绝原因：营业执照已过期')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: certificationCopy.resubmit })).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.companyName)).toBeEnabled();
    unmount();

    mockApi.failNext(certificationEndpoints.supplier, {
      resultData: { ...refused, auditStatus: 'AUDIT', refuseReason: '' },
    });
    await renderApp(CERTIFICATION, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(certificationCopy.auditHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: certificationCopy.recall })).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.companyName)).toBeDisabled();
    expect(screen.queryByRole('button', { name: certificationCopy.saveDraft })).toBeNull();
  });

  it('supplier_category: the manufacturer certification has passed, the refused variety shows its reason, a new variety is added as a draft', async () => {
    const user = userEvent.setup();
    await renderApp(CATEGORY, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(/缺少消毒产品卫生安全评价报告/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: certificationCopy.resubmit })).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.manufacturerName)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: certificationCopy.addVariety }));
    const dialog = await dialogTitled(certificationCopy.addVariety);
    await user.click(within(dialog).getByRole('button', { name: certificationCopy.saveDraft }));
    await expectShown(() =>
      within(dialog).getByText(certificationCopy.required(certificationCopy.varietyName)),
    );
    await user.type(within(dialog).getByLabelText(certificationCopy.varietyName), '办公用品');
    await user.click(within(dialog).getByRole('button', { name: certificationCopy.saveDraft }));
    expect(
      await screen.findByRole('form', { name: `${certificationCopy.varietiesTitle} 办公用品` }),
    ).toBeInTheDocument();
  });

  it('supplier_category: the second member has empty drafts and no varieties, and may still certify', async () => {
    await renderApp(CATEGORY, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(certificationCopy.varietiesEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: certificationCopy.addVariety })).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.manufacturerName)).toBeEnabled();
    expect(screen.queryByText(commonCopy.loadFailed)).toBeNull();
  });

  it('certification_sava: 撤回 asks first, then the certification is 已撤回 and can be edited again', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_ZERO_BALANCE_MEMBER);
    await apiClient.call(certificationEndpoints.submitSupplier, { body: FILLED_SUPPLIER });
    await renderApp(CERTIFICATION);
    await user.click(await screen.findByRole('button', { name: certificationCopy.recall }));
    await user.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    expect(await screen.findByText(certificationCopy.recalledHint)).toBeInTheDocument();
    expect(screen.getByText('已撤回')).toBeInTheDocument();
    expect(screen.getByLabelText(certificationCopy.companyName)).toBeEnabled();
    expect(screen.getByRole('button', { name: certificationCopy.submit })).toBeInTheDocument();
  });

  it('the side menu lists the three supply screens under 供应与仓储 for both members', async () => {
    for (const member of [SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER]) {
      const { unmount } = await renderApp(GOOD_SUPPLY, { loggedInAs: member });
      const menu = await screen.findByRole('navigation', { name: navCopy.menuTitle });
      expect(within(menu).getByText(memberMenuCopy.supply)).toBeInTheDocument();
      for (const label of [
        supplyCopy.pageTitle,
        certificationCopy.supplierTitle,
        certificationCopy.categoryTitle,
      ]) {
        expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
      }
      unmount();
    }
  });
});
