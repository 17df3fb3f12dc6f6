import { expect, logIn, mockApi, test } from './fixtures';

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('an extension request puts the contract under review, its PDF opens in /pdfPreview, and the platform’s approval extends it', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member/my_contract');
  const row = page.getByRole('row').filter({ hasText: '区域配送服务合同' });
  await expect(row.getByText('即将到期')).toBeVisible();
  await row.getByRole('button', { name: '申请续签 区域配送服务合同' }).click();

  const dialog = page.getByRole('dialog', { name: '申请续签' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请选择续签后到期日期')).toBeVisible();
  await expect(dialog.getByText('请输入续签原因')).toBeVisible();
  await dialog.getByLabel('续签后到期日期').fill('2099-12-31');
  await dialog.getByLabel('续签原因').fill('门店配送量增加，续签一年');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('操作成功')).toBeVisible();

  await expect(row.getByText('续签审核中')).toBeVisible();
  await expect(row.getByRole('button', { name: /申请续签/ })).toHaveCount(0);
  await page.reload();
  await expect(row.getByText('续签审核中')).toBeVisible();

  await row.getByRole('link', { name: '区域配送服务合同详情' }).click();
  await expect(page.getByText('2099-12-31')).toBeVisible();
  await expect(page.getByText('门店配送量增加，续签一年')).toBeVisible();
  await page.getByRole('link', { name: '查看合同' }).click();
  await expect(page).toHaveURL(/\/pdfPreview\?url=%2Fdocs%2Fmember-handbook\.pdf$/);
  await expect(page.getByTitle('PDF 文件预览')).toHaveAttribute(
    'src',
    /\/docs\/member-handbook\.pdf$/,
  );

  // the platform approves: the contract runs to the date asked for and may be extended again
  await mockApi.auditContracts(page, 'PASS');
  await page.goto('/member/my_contract');
  await expect(row.getByText('生效中')).toBeVisible();
  await expect(row.getByText('2099-12-31')).toBeVisible();
  await expect(row.getByRole('button', { name: '申请续签 区域配送服务合同' })).toBeVisible();
});
