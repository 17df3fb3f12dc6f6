import type { Page } from '@playwright/test';
import { expect, logIn, mockApi, test } from './fixtures';

const ADDRESS_PAGE = '/member/my_address?type=water_order&key=my_address';

async function openAddDialog(page: Page) {
  await logIn(page);
  await page.goto(ADDRESS_PAGE);
  await expect(page.getByText('林晓雨 13800000001')).toBeVisible();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  return page.getByRole('dialog', { name: '新增收货地址' });
}

test('adds an address by choosing the region level by level and a listed community', async ({
  page,
}) => {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('收货人').fill(' 王五 ');
  await dialog.getByLabel('手机号').fill('13700000000');
  await dialog.getByLabel('所在地区').click();
  for (const name of ['广东省', '深圳市', '南山区', '粤海街道']) {
    await page.getByRole('menuitemcheckbox', { name: new RegExp(`^${name}( right)?$`) }).click();
  }
  await expect(dialog.getByTitle('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeVisible();
  await dialog.getByLabel('小区').fill('深圳大学');
  await page.locator('.ant-select-item-option[title="深圳大学社区第二网格"]').click();
  await dialog.getByLabel('门口').fill('南门');
  await dialog.getByLabel('详细地址').fill('南海大道3688号');
  await dialog.getByRole('button', { name: '保存' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('王五 13700000000')).toBeVisible();
  await expect(
    page.getByText('广东省深圳市南山区粤海街道 深圳大学社区第二网格南门 南海大道3688号'),
  ).toBeVisible();
  const { addresses } = await mockApi.snapshot(page);
  expect(addresses.filter((row) => row.userName === '王五')).toEqual([
    expect.objectContaining({ communityId: 440305007004002 }),
  ]);
});

test('fills the form from pasted text 2 s after it stops changing', async ({ page }) => {
  const dialog = await openAddDialog(page);
  await dialog
    .getByPlaceholder('粘贴收货信息，自动识别')
    .fill('张三 13800000000 广东省深圳市南山区粤海街道科技园社区 科苑路15号');
  await expect(dialog.getByLabel('收货人')).toHaveValue('张三');
  await expect(dialog.getByLabel('手机号')).toHaveValue('13800000000');
  await expect(dialog.getByTitle('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeVisible();
  await expect(dialog.getByLabel('详细地址')).toHaveValue('科苑路15号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('张三 13800000000')).toBeVisible();
});

test('keeps what was typed when a required field is missing', async ({ page }) => {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('收货人').fill('王五');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请检查输入是否完整')).toBeVisible();
  await expect(dialog.getByLabel('收货人')).toHaveValue('王五');
});

test('edits an address: the form comes prefilled, region included, and the list shows the change', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(ADDRESS_PAGE);
  await page.getByRole('button', { name: '编辑 林晓雨 13800000001' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(dialog.getByLabel('收货人')).toHaveValue('林晓雨');
  await expect(dialog.getByLabel('手机号')).toHaveValue('13800000001');
  await expect(dialog.getByTitle('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeVisible();
  await dialog.getByLabel('收货人').fill('林晓雨改');
  await dialog.getByLabel('详细地址').fill('新地址88号');
  await dialog.getByRole('button', { name: '保存' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.getByText('林晓雨改 13800000001')).toBeVisible();
  await expect(page.getByText(/新地址88号/)).toBeVisible();
  const { addresses } = await mockApi.snapshot(page);
  expect(addresses.filter((row) => row.userId === 1)).toEqual([
    expect.objectContaining({ userName: '林晓雨改', detailedAddress: '新地址88号', isDefault: 1 }),
  ]);
});
