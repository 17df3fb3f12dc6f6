import type { Locator, Page } from '@playwright/test';
import { expect, logIn, mockApi, test, ZERO_BALANCE_MEMBER } from './fixtures';

const CERTIFICATION_PAGE = '/member/certification_sava';
const GOOD_SUPPLY_PAGE = '/member/good_supply';

/** A 1×1 PNG, as a member's photo of a document. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The form field whose label (or text) holds `label`: its uploader, inputs and messages. */
const field = (scope: Page | Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ hasText: label });

async function upload(scope: Page | Locator, label: string, name: string) {
  const item = field(scope, label);
  const before = await item.locator('img').count();
  await item
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(item.locator('img')).toHaveCount(before + 1);
}

interface SupplySnapshot {
  supplierCertifications: { userId: number; auditStatus: string; licenceImg: string }[];
  suppliedGoods: { userId: number; goodName: string; supplyPrice: number; images: string[] }[];
}

const supplySnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as SupplySnapshot;

test('a supplier certification with two uploads goes draft → submitted → refused with a reason → corrected → resubmitted', async ({
  page,
}) => {
  await logIn(page, ZERO_BALANCE_MEMBER);
  await page.goto(CERTIFICATION_PAGE);
  const form = page.getByRole('form', { name: '供应商认证' });
  await expect(page.getByText('未提交', { exact: true })).toBeVisible();
  await form.getByLabel('公司名称').fill('北京建国商贸有限公司');
  await form.getByLabel('统一社会信用代码').fill('91110105ma01abcd2e');
  await form.getByLabel('法定代表人').fill('王建国');
  await form.getByLabel('联系电话').fill('13800000002');
  await upload(form, '营业执照', 'licence.png');
  await upload(form, '其他证件', 'permit.png');

  // draft: saved, still 未提交, and there after a reload
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('公司名称')).toHaveValue('北京建国商贸有限公司');
  await expect(field(form, '营业执照').locator('img')).toHaveCount(1);
  await expect(page.getByText('未提交', { exact: true })).toBeVisible();
  const draft = (await supplySnapshot(page)).supplierCertifications.find((row) => row.userId === 2);
  expect(draft?.auditStatus).toBe('UNDEFINED');

  // submitted: 审核中, read-only, 撤回 offered
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(form.getByLabel('公司名称')).toBeDisabled();
  await expect(page.getByRole('button', { name: '撤回' })).toBeVisible();
  await expect(form.getByRole('button', { name: '提交审核' })).toHaveCount(0);

  // refused by the platform, with its reason
  await mockApi.auditCertifications(page, 'REFUSE', '营业执照照片模糊，请重新上传');
  await page.reload();
  await expect(page.getByText('已拒绝', { exact: true })).toBeVisible();
  await expect(page.getByText('拒绝原因：营业执照照片模糊，请重新上传')).toBeVisible();
  await expect(form.getByLabel('公司名称')).toBeEnabled();

  // corrected: a new licence photo, then resubmitted
  const licence = field(form, '营业执照');
  await licence.getByRole('button', { name: '删除第 1 张图片' }).click();
  await expect(licence.locator('img')).toHaveCount(0);
  await upload(form, '营业执照', 'licence-clear.png');
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText(/拒绝原因/)).toHaveCount(0);
  await expect(form.getByLabel('公司名称')).toBeDisabled();

  const { supplierCertifications } = await supplySnapshot(page);
  const own = supplierCertifications.find((row) => row.userId === 2);
  expect(own?.auditStatus).toBe('AUDIT');
  expect(own?.licenceImg).toMatch(/^\/uploads\//);
  expect(own?.licenceImg).not.toBe(draft?.licenceImg);
});

test('a supplier adds a good with an image; it is listed as 审核中 at its supply price', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(GOOD_SUPPLY_PAGE);
  await expect(page.getByText('禾丰东北大米')).toBeVisible();
  await page.getByRole('button', { name: '添加供货商品' }).click();
  const dialog = page.getByRole('dialog', { name: '添加供货商品' });
  await dialog.getByLabel('商品名称').fill('禾丰黄小米');
  await dialog.getByLabel('品牌').click();
  await page.getByTitle('禾丰优选', { exact: true }).click();
  await dialog.getByLabel('所属公司').click();
  await page.getByTitle('广州禾丰食品有限公司', { exact: true }).click();
  await dialog.getByLabel('规格').fill('2.5kg/袋');
  await dialog.getByLabel('供货价').fill('39.90');
  await dialog.getByLabel('库存').fill('100');
  await upload(dialog, '商品图片', 'millet.png');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: '禾丰黄小米' });
  await expect(row).toContainText('审核中');
  await expect(row).toContainText('¥39.90');
  await expect(row.locator('img')).toHaveCount(1);
  await expect(page.getByText('供货商品数')).toBeVisible();

  const { suppliedGoods } = await supplySnapshot(page);
  expect(suppliedGoods.find((good) => good.goodName === '禾丰黄小米')).toMatchObject({
    userId: 1,
    supplyPrice: 3990,
    images: [expect.any(String)],
  });
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/supply/supply-screens.test.tsx.
