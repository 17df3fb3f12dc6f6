import { expect, logIn, test } from './fixtures';

const CENTRE = '/member/member_center';
const INVOICES = '/member/my_invoice';

test('personal information edited in the member centre changes the header greeting at once and stays after a reload', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(CENTRE);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '您好，林美女' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '林晓雨' })).toBeVisible();

  await page.getByRole('button', { name: '编辑资料' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑个人资料' });
  await dialog.getByLabel('姓名').fill('周');
  await dialog.getByLabel('邮箱').fill('zhou@');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('姓名应为2到20个字')).toBeVisible();
  await expect(dialog.getByText('请输入正确的邮箱地址')).toBeVisible();
  // what was typed is kept, and nothing was saved
  await expect(dialog.getByLabel('邮箱')).toHaveValue('zhou@');
  await expect(header.getByRole('link', { name: '您好，林美女' })).toBeVisible();

  await dialog.getByLabel('姓名').fill('周晓宇');
  await dialog.getByLabel('邮箱').fill('zhouxiaoyu@example.com');
  await dialog.getByText('男', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('link', { name: '您好，周帅哥' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '周晓宇' })).toBeVisible();
  await expect(page.getByText('zhouxiaoyu@example.com')).toBeVisible();

  await page.reload();
  await expect(header.getByRole('link', { name: '您好，周帅哥' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '周晓宇' })).toBeVisible();
});

test('an invoice profile added on my_invoice is offered in the order dialog and fills the invoice', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(INVOICES);
  await expect(page.getByText('深圳市晓雨贸易有限公司 · 增值税专用发票')).toBeVisible();
  await page.getByRole('button', { name: '新增发票信息' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票信息' });
  await dialog.getByText('电子普通发票', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写个人姓名')).toBeVisible();
  await dialog.getByLabel('个人姓名').fill('林晓雨');
  await dialog.getByLabel('收票人手机').fill('13800000001');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const added = page.getByText('林晓雨 · 电子普通发票');
  await expect(added).toBeVisible();

  await page.goto('/my_cart');
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const order = page.getByRole('dialog', { name: '请确认订单信息' });
  await order.getByText('开发票', { exact: true }).click();
  await order.getByRole('combobox', { name: '常用发票信息' }).click();
  await page.getByTitle('林晓雨 · 电子普通发票').click();
  await expect(order.getByLabel('个人姓名')).toHaveValue('林晓雨');
  await expect(order.getByLabel('收票人手机')).toHaveValue('13800000001');
  await expect(order.getByLabel('收票人邮箱')).toHaveValue('linxiaoyu@example.com');
});

test('a photo chosen from the platform photos becomes the avatar in the centre and the header', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(CENTRE);
  await page.getByRole('button', { name: '更换头像' }).click();
  const dialog = page.getByRole('dialog', { name: '更换头像' });
  await dialog.getByRole('radio', { name: '头像 3' }).check();
  await expect(dialog.getByRole('img', { name: '林晓雨的头像' })).toHaveAttribute(
    'src',
    '/avatars/photo-3.svg',
  );
  await dialog.getByRole('button', { name: '使用该头像' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('img', { name: '林晓雨的头像' })).toHaveAttribute(
    'src',
    '/avatars/photo-3.svg',
  );
  await expect(page.getByRole('main').getByRole('img', { name: '林晓雨的头像' })).toHaveAttribute(
    'src',
    '/avatars/photo-3.svg',
  );
});
