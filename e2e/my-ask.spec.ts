import { PHOTO_PNG, pickImageInEditor } from './editor-steps';
import { expect, logIn, test } from './fixtures';

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a new enquiry with a picture is listed as 待回复 and its detail shows the picture', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member/my_ask');
  await expect(page.getByText('共 12 条')).toBeVisible();
  await page.getByRole('button', { name: '我要咨询' }).click();
  const editor = page.getByRole('textbox', { name: '咨询内容' });
  await expect(editor).toBeVisible();

  await page.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByText('请输入咨询标题')).toBeVisible();
  await expect(page.getByText('请选择咨询类别')).toBeVisible();
  await expect(page.getByText('请输入咨询内容', { exact: true })).toBeVisible();

  await page.getByLabel('咨询标题').fill('收到的货外箱破损');
  await page.getByLabel('咨询类别').click();
  await page.getByTitle('订单问题').click();
  await editor.click();
  await page.keyboard.type('外箱破损，照片如下：');

  // the picture goes up through the editor's own image button
  const chooser = await pickImageInEditor(page);
  await chooser.setFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(editor.locator('img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);

  // a double click sends it once
  await page.getByRole('button', { name: '提交咨询' }).dblclick();
  await expect(page.getByText('咨询已提交，我们会尽快回复')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/my_ask$/);
  await expect(page.getByText('共 13 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '收到的货外箱破损' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('待回复')).toBeVisible();
  await expect(row.getByText('订单问题')).toBeVisible();

  await row.getByRole('link', { name: '查看 收到的货外箱破损' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '收到的货外箱破损' })).toBeVisible();
  const thread = page.getByRole('list', { name: '咨询记录' });
  await expect(thread).toContainText('外箱破损，照片如下：');
  const picture = thread.locator('img');
  await expect(picture).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
