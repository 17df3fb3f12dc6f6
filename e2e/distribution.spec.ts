import type { Page } from '@playwright/test';
import { expect, logIn, mockApi, test } from './fixtures';

const CENTRE_PAGE = '/member/distribution_center';
const BUSINESS_PAGE = '/member/business_status';

interface DistributionSnapshot {
  distributionCentres: { userId: number; gear: number; status: number }[];
  distributionOrders: {
    distributionOrderId: number;
    sent: number;
    expressCompany: string;
    trackingNo: string;
  }[];
}

const distributionSnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as DistributionSnapshot;

const centreCard = (page: Page) => page.getByRole('region', { name: '我的配送中心', exact: true });

test('an upgrade shows the centre 待审核 until the platform agrees, then its gear and scope are raised', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(CENTRE_PAGE);
  const centre = centreCard(page);
  await expect(centre.getByText('区县级')).toBeVisible();
  await expect(centre.getByText('正常')).toBeVisible();
  await expect(centre.getByText('广东省 / 深圳市 / 南山区')).toBeVisible();
  await expect(page.getByRole('tree', { name: '服务范围' }).getByText('粤海街道')).toBeVisible();

  await centre.getByRole('button', { name: '升级档位' }).click();
  const dialog = page.getByRole('dialog', { name: '升级配送中心档位' });
  await dialog.getByRole('combobox', { name: '档位' }).click();
  await page.getByTitle('市级', { exact: true }).click();
  await expect(dialog.getByText('广东省 / 深圳市', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();

  await expect(centre.getByText('待审核')).toBeVisible();
  await expect(centre.getByText('申请正在平台审核中，审核通过后生效。')).toBeVisible();
  await expect(centre.getByRole('button', { name: '升级档位' })).toHaveCount(0);
  const requests = page.getByRole('region', { name: '申请记录', exact: true });
  await expect(requests.getByRole('row', { name: /升级申请.*市级.*审核中/ })).toBeVisible();

  await mockApi.auditDistribution(page, 'PASS');
  await page.reload();
  await expect(centre.getByText('市级')).toBeVisible();
  await expect(centre.getByText('正常')).toBeVisible();
  await expect(centre.getByText('广东省 / 深圳市', { exact: true })).toBeVisible();
  await expect(page.getByRole('tree', { name: '服务范围' }).getByText('福田区')).toBeVisible();
  await expect(requests.getByRole('row', { name: /升级申请.*市级.*已同意/ })).toBeVisible();
  const { distributionCentres } = await distributionSnapshot(page);
  expect(distributionCentres).toEqual([expect.objectContaining({ userId: 1, gear: 4, status: 1 })]);
});

test('发货 records the parcel: the order moves to 已发货 with it, and the counts follow', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(CENTRE_PAGE);
  const centre = centreCard(page);
  await expect(centre.getByText('12', { exact: true })).toBeVisible();
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '发货' }) })
    .first();
  const payCode = (await firstRow.getByRole('cell').first().textContent()) ?? '';
  expect(payCode).toMatch(/^PS\d{12}$/);
  await firstRow.getByRole('button', { name: '发货' }).click();

  const dialog = page.getByRole('dialog', { name: '订单发货' });
  await dialog.getByLabel('快递单号').fill('SF-1');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog.getByText('请选择快递公司')).toBeVisible();
  await expect(dialog.getByText('快递单号应为8到30位字母或数字')).toBeVisible();
  await dialog.getByRole('combobox', { name: '快递公司' }).click();
  await page.getByTitle('顺丰速运', { exact: true }).click();
  await dialog.getByLabel('快递单号').fill('SF1357924680');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();

  await expect(centre.getByText('11', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: payCode })).toHaveCount(0);
  await page.locator('.ant-segmented').getByText('已发货').click();
  await expect(page).toHaveURL(/sent=1/);
  const sentRow = page.getByRole('row').filter({ hasText: payCode });
  await expect(sentRow.getByText('顺丰速运 SF1357924680')).toBeVisible();
  const { distributionOrders } = await distributionSnapshot(page);
  expect(distributionOrders.filter((order) => order.trackingNo === 'SF1357924680')).toEqual([
    expect.objectContaining({ sent: 1, expressCompany: '顺丰速运' }),
  ]);

  await page.goto(BUSINESS_PAGE);
  const figures = page.getByRole('region', { name: '配送中心', exact: true });
  await expect(figures.locator('.ant-statistic', { hasText: '待发货订单' })).toContainText('11');
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in src/features/distribution/components/__tests__/distribution-centre.test.tsx and tests/integration/business/business-status.test.tsx.
