import { addAddressByRecognition, buyNowWithZeroBalance, newestOrderOf } from './checkout-steps';
import { expect, mockApi, test, ZERO_BALANCE_MEMBER } from './fixtures';

const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const balanceOf = async (page: Parameters<typeof mockApi.snapshot>[0], phone: string) =>
  (await mockApi.snapshot(page)).users.find((user) => user.phone === phone)?.balance ?? 0;

test('a completed WeChat top-up returns to the pay step with the new balance, and one click pays', async ({
  page,
}) => {
  const dialog = await buyNowWithZeroBalance(page);
  await addAddressByRecognition(page, dialog);
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const order = await newestOrderOf(page, ZERO_BALANCE_MEMBER);

  await mockApi.completeOnlinePayment(page, 'wx');

  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(recharge).toBeHidden();
  await expect(dialog.getByText(`账户余额：${yuan(order?.price ?? 0)}`)).toBeVisible();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  await expect(page.getByRole('dialog', { name: '支付成功' })).toBeVisible();
  expect(await balanceOf(page, ZERO_BALANCE_MEMBER)).toBe(0);
});
