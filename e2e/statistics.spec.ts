import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { readXlsx } from '../tests/xlsx-rows.ts';
import { expect, logIn, mockApi, openFromMemberMenu, test } from './fixtures';

/** The parts of a seeded sale the journey reads (src/mocks/db/sales-rows.ts). */
interface Sale {
  amount: number;
  createTime: string;
}

/** ¥1,234.50, as the tables show fen. */
const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 2026-02 -> 2026年2月 */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A table's texts, row by row, the header first. */
const tableTexts = (part: Locator) =>
  part
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );

test('数据统计 draws the sales of the mock and tables the same figures; 导出 saves a file of the table’s rows', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '数据统计', 'data_statistics');
  const months = region(page, '按月销售');
  await expect(months.getByRole('row')).toHaveCount(13);

  // every month of the last 12 sums the network's sales of that month in the mock
  const { sales } = (await mockApi.snapshot(page)) as unknown as { sales: Sale[] };
  const [header, ...rows] = await tableTexts(months);
  expect(header).toEqual(['月份', '销售额', '订单数']);
  const byLabel = new Map<string, Sale[]>();
  for (const sale of sales) {
    const label = monthLabel(sale.createTime.slice(0, 7));
    byLabel.set(label, [...(byLabel.get(label) ?? []), sale]);
  }
  for (const [label, amount, count] of rows) {
    const ofMonth = byLabel.get(label) ?? [];
    expect([label, amount, count]).toEqual([
      label,
      yuan(ofMonth.reduce((sum, sale) => sum + sale.amount, 0)),
      String(ofMonth.length),
    ]);
  }

  // the chart draws the same figures: hovering this month's bar shows its exact amount
  const chart = months.locator('div[aria-hidden="true"]').filter({ has: page.locator('canvas') });
  const [thisMonth, thisAmount] = rows[rows.length - 1];
  await expect(async () => {
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart is not drawn');
    // the grid leaves 72 px on the left and 16 on the right; this month is the last of 12
    const x = 72 + (box.width - 72 - 16) * (11.5 / 12);
    await chart.hover({ position: { x: 8, y: 8 } });
    await chart.hover({ position: { x, y: box.height - 48 } });
    await expect(chart).toContainText(thisMonth, { timeout: 1_000 });
  }).toPass();
  await expect(chart).toContainText(thisAmount);

  const download = page.waitForEvent('download');
  await months.getByRole('button', { name: '导出 按月销售' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('数据统计-按月销售-近12个月.xlsx');
  const sheet = readXlsx(new Uint8Array(await readFile(await file.path())));
  expect(sheet.name).toBe('按月销售');
  expect(sheet.rows[0]).toEqual(header);
  expect(
    sheet.rows
      .slice(1)
      .map(([label, amount, count]) => [label, yuan(Number(amount) * 100), String(count)]),
  ).toEqual(rows);

  // 销售汇总 counts the same sales by who made them
  const total = await region(page, '销售额').locator('[title]').getAttribute('title');
  await openFromMemberMenu(page, '销售汇总', 'salesInfo_sum');
  await expect(region(page, '团队业绩').locator('[title]')).toHaveAttribute('title', total ?? '');
  await expect(region(page, '按成员').getByRole('row')).toHaveCount(27);
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/statistics/data-statistics.test.tsx and sales-summary.test.tsx.
