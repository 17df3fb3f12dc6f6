import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import {
  addAddressByRecognition,
  buyNowWithZeroBalance,
  countRequests,
  newestOrderOf,
  openCartCheckout,
  ORDER_DIALOG,
} from './checkout-steps';
import { expect, logIn, MEMBER, mockApi, test, ZERO_BALANCE_MEMBER } from './fixtures';

// a 1x1 transparent PNG: the transfer voucher
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('orders the cart with an invoice and pays from the balance', async ({ page }) => {
  const dialog = await openCartCheckout(page);
  const balanceBefore = (await mockApi.snapshot(page)).users[0]?.balance ?? 0;
  await dialog.getByText('开发票', { exact: true }).click();
  await dialog.getByText('电子普通发票', { exact: true }).click();
  await dialog.getByText('单位', { exact: true }).click();
  await dialog.getByLabel('单位名称').fill('深圳市晓雨科技有限公司');
  await dialog.getByLabel('纳税人识别号').fill('91440300MA5F000000');
  await expect(dialog.getByLabel('收票人邮箱')).toHaveValue('linxiaoyu@example.com');
  await dialog.getByRole('button', { name: '提交订单' }).click();

  await expect(dialog.getByText('实付金额')).toBeVisible();
  const order = await newestOrderOf(page, MEMBER);
  expect(order).toMatchObject({
    status: 'WAIT',
    invoiceInformation: expect.objectContaining({
      invoiceType: 1,
      unitName: '深圳市晓雨科技有限公司',
    }),
  });
  await dialog.getByRole('button', { name: '余额支付' }).click();

  const success = page.getByRole('dialog', { name: '支付成功' });
  await expect(success).toBeVisible();
  const after = await mockApi.snapshot(page);
  expect(after.orders.find((row) => row.orderId === order?.orderId)?.status).toBe('PAYMENT');
  expect(after.users[0]?.balance).toBe(balanceBefore - (order?.price ?? 0));
  expect(after.carts.filter((row) => row.userId === 1)).toHaveLength(0);
  await success.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/member\/water_order\?type=water_order$/);
});

/**
 * How long the order and the payment stay in flight: longer than a double click and an Enter take
 * on a loaded machine, so that each lands while its request is under way, never on the next step.
 */
const IN_FLIGHT_MS = 3000;

test('one order and one payment however often submit and pay are clicked', async ({ page }) => {
  const dialog = await openCartCheckout(page);
  const ordersBefore = (await mockApi.snapshot(page)).orders.length;
  const orderCalls = countRequests(page, 'POST', '/v1/front/corder');
  const payCalls = countRequests(page, 'POST', '/v1/front/balance');
  await mockApi.failNext(page, checkoutEndpoints.cartOrder, { delayMs: IN_FLIGHT_MS });
  await dialog.getByRole('button', { name: '提交订单' }).dblclick();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('实付金额')).toBeVisible();

  await mockApi.failNext(page, checkoutEndpoints.payByBalance, { delayMs: IN_FLIGHT_MS });
  await dialog.getByRole('button', { name: '余额支付' }).dblclick();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '支付成功' })).toBeVisible();

  const after = await mockApi.snapshot(page);
  expect(after.orders).toHaveLength(ordersBefore + 1);
  expect(orderCalls()).toBe(1);
  expect(payCalls()).toBe(1);
});

test('flags a good beyond the delivery range and lets the member delete it', async ({ page }) => {
  await logIn(page);
  await page.goto('/storage_detail?id=60');
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', ORDER_DIALOG);
  await expect(dialog.getByText('超出配送范围', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await dialog.getByRole('button', { name: '可配送区域' }).click();
  await expect(page.getByRole('dialog', { name: '可配送区域' }).getByText('北京市')).toBeVisible();
  await page
    .getByRole('dialog', { name: '可配送区域' })
    .getByRole('button', { name: '关闭' })
    .last()
    .click();
  await dialog.getByRole('button', { name: /^删除 / }).click();
  await expect(dialog.getByText('超出配送范围', { exact: true })).toBeHidden();
  await expect(dialog.getByText('没有可结算的商品')).toBeVisible();
});

test(
  'zero balance: adds an address by recognition, tops up by bank transfer and the audit pays the order',
  { tag: '@deployed' },
  async ({ page }) => {
    const dialog = await buyNowWithZeroBalance(page);
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByText('请先填写地址')).toBeVisible();

    await addAddressByRecognition(page, dialog);

    await dialog.getByRole('button', { name: '提交订单' }).click();
    await dialog.getByRole('button', { name: '余额支付' }).click();
    const recharge = page.getByRole('dialog', { name: '充值结算' });
    await expect(recharge.getByText('余额不足')).toBeVisible();
    const order = await newestOrderOf(page, ZERO_BALANCE_MEMBER);
    await expect(recharge.getByLabel('充值金额')).toHaveValue(
      ((order?.price ?? 0) / 100).toFixed(2),
    );

    await recharge.getByText('银行转账', { exact: true }).click();
    await recharge.getByLabel('付款银行').fill('招商银行');
    await recharge.getByLabel('付款户名').fill('王建国');
    await recharge.getByLabel('付款账号').fill('6225880112345678');
    await expect(recharge.getByLabel('付款账号')).toHaveValue('6225 8801 1234 5678');
    await recharge.locator('input[type=file]').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: VOUCHER_PNG,
    });
    await expect(recharge.getByText('上传成功')).toBeVisible();
    await recharge.getByRole('button', { name: '充值并支付' }).click();
    await expect(page.getByText('请阅读转账须知')).toBeVisible();
    await recharge.getByText('我已阅读并同意《转账须知》').click();
    await recharge.getByRole('button', { name: '充值并支付' }).click();
    await expect(recharge).toBeHidden();
    // the flow ends: the order waits for the audit, and there is nothing left to pay here
    await expect(dialog.getByText('订单已预约支付')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '余额支付' })).toHaveCount(0);

    const reserved = await mockApi.snapshot(page);
    expect(reserved.recharges.filter((row) => row.orderId === order?.orderId)).toEqual([
      expect.objectContaining({ type: 1, auditStatus: 'AUDIT' }),
    ]);
    expect(reserved.orders.find((row) => row.orderId === order?.orderId)?.reserved).toBe(true);

    await dialog.getByRole('button', { name: '查看订单' }).click();
    const row = page.getByRole('article').filter({ hasText: order?.payCode ?? 'no order' });
    await expect(row.getByText('已预约支付')).toBeVisible();

    await mockApi.auditRecharges(page);
    const paid = await mockApi.snapshot(page);
    expect(paid.orders.find((row) => row.orderId === order?.orderId)?.status).toBe('PAYMENT');
    await page.reload();
    await expect(row.getByText('已预约支付')).toHaveCount(0);
  },
);

test('the WeChat QR code is remade when the amount settles and on double-click', async ({
  page,
}) => {
  const dialog = await openCartCheckout(page);
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await mockApi.failNext(page, checkoutEndpoints.payByBalance, {
    errorCode: '30232',
    errorMessage: '余额不足',
  });
  await dialog.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByText('请扫码支付')).toBeVisible();
  const amount = recharge.getByLabel('充值金额');
  await amount.fill('100');
  const qr = recharge.getByRole('img', { name: '微信支付二维码' });
  await expect(qr).toBeVisible();
  const qrPath = () => qr.locator('path').last().getAttribute('d');
  const first = await qrPath();

  const qrCalls = countRequests(page, 'POST', '/v1/front/order/wx');
  await amount.fill('12');
  await amount.fill('123.45');
  await expect.poll(qrPath).not.toBe(first);
  expect(qrCalls()).toBe(1);
  const second = await qrPath();

  await qr.dblclick();
  await expect.poll(qrPath).not.toBe(second);
  expect(qrCalls()).toBe(2);
  const third = await qrPath();

  await recharge.getByRole('button', { name: '刷新二维码' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(qrPath).not.toBe(third);
  expect(qrCalls()).toBe(3);
});
