import {
  addAddressByRecognition,
  buyNowWithZeroBalance,
  countRequests,
  newestOrderOf,
  openCartCheckout,
  ORDER_DIALOG,
} from './checkout-steps';
import { expect, logIn, MEMBER, mockApi, test, ZERO_BALANCE_MEMBER } from './fixtures';

const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const balanceOf = async (page: Parameters<typeof mockApi.snapshot>[0], phone: string) =>
  (await mockApi.snapshot(page)).users.find((user) => user.phone === phone)?.balance ?? 0;

test('a payment whose answer is lost after the server took it ends in 支付成功, debited once', async ({
  page,
}) => {
  const dialog = await openCartCheckout(page);
  await dialog.getByRole('button', { name: '提交订单' }).click();
  const pay = dialog.getByRole('button', { name: '余额支付' });
  await expect(pay).toBeEnabled();
  const order = await newestOrderOf(page, MEMBER);
  const before = await balanceOf(page, MEMBER);
  const payCalls = countRequests(page, 'POST', '/v1/front/balance');

  await mockApi.failNext(page, 'POST', 'v1/front/balance', { network: true, after: true });
  await pay.click();

  await expect(page.getByRole('dialog', { name: '支付成功' })).toBeVisible();
  expect(await balanceOf(page, MEMBER)).toBe(before - (order?.price ?? 0));
  expect(payCalls()).toBe(1);
  await expect(page.getByText('订单支付失败')).toHaveCount(0);
});

test('an order whose answer is lost is retried with its key and leaves exactly one order', async ({
  page,
}) => {
  const dialog = await openCartCheckout(page);
  const ordersBefore = (await mockApi.snapshot(page)).orders.length;

  await mockApi.failNext(page, 'POST', 'v1/front/corder', { network: true, after: true });
  await dialog.getByRole('button', { name: '提交订单' }).click();

  await expect(dialog.getByRole('button', { name: '余额支付' })).toBeEnabled();
  expect((await mockApi.snapshot(page)).orders).toHaveLength(ordersBefore + 1);
});

test('a failed pay amount offers 重试 and then the pay step works', async ({ page }) => {
  const dialog = await openCartCheckout(page);
  await mockApi.failNext(page, 'GET', 'v1/front/show/order/price/:orderId', { network: true });
  await dialog.getByRole('button', { name: '提交订单' }).click();

  await expect(dialog.getByText('加载失败')).toBeVisible();
  await dialog.getByRole('button', { name: '重试' }).click();
  await expect(dialog.getByRole('button', { name: '余额支付' })).toBeEnabled();
});

test('a member with addresses never hears 请先填写地址 when the address list failed', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/my_cart');
  await mockApi.failNext(page, 'GET', 'v1/front/address', { network: true });
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', ORDER_DIALOG);

  await expect(dialog.getByText('加载失败')).toBeVisible();
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('收货地址加载失败，请重新加载后再提交订单')).toBeVisible();
  await expect(page.getByText('请先填写地址')).toHaveCount(0);

  await dialog.getByRole('button', { name: '重试' }).click();
  await expect(dialog.getByText('林晓雨 13800000001')).toBeVisible();
});

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
