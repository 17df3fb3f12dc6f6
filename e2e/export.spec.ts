import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { financeEndpoints } from '@/features/finance/api/finance-endpoints';
import { readXlsx } from '../tests/xlsx-rows.ts';
import { expect, logIn, mockApi, test } from './fixtures';

const BILLS_PAGE = '/member/withdrawal';
const LONG_STATEMENT = 5_000;

interface StatementSnapshot {
  users: { userId: number; phone: string }[];
  bills: { userId: number; type: string; amount: number }[];
}

/** The member's 充值 lines as the mock holds them: how many, and their sum in fen. */
async function rechargeLines(page: Page) {
  const { bills } = (await mockApi.snapshot(page)) as unknown as StatementSnapshot;
  const lines = bills.filter((bill) => bill.userId === 1 && bill.type === 'RECHARGE');
  return { count: lines.length, fen: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** The statement of a member with 5,000 more lines, filtered to money topped up. */
async function openLongStatementOfTopUps(page: Page) {
  await logIn(page);
  await page.goto(BILLS_PAGE);
  await mockApi.seedStatement(page, LONG_STATEMENT);
  await page.getByLabel('类型').click();
  await page.getByTitle('充值', { exact: true }).click();
  await expect(page).toHaveURL(/type=RECHARGE/);
}

const exportButton = (page: Page) => page.getByRole('button', { name: '导出 账单' });
const exportDialog = (page: Page) => page.getByRole('dialog', { name: '导出账单' });

// on the deployed build too, whose Content-Security-Policy refuses Web Workers: the file is
// written on the page
test(
  '导出 saves every statement line the filters match, page by page behind its progress',
  { tag: '@deployed' },
  async ({ page }) => {
    await openLongStatementOfTopUps(page);
    const expected = await rechargeLines(page);
    expect(expected.count).toBeGreaterThan(LONG_STATEMENT / 2);

    // its first two pages answer late, so that the progress is on screen between them
    await mockApi.failNext(page, financeEndpoints.bills, { delayMs: 1_000 }, 2);
    const download = page.waitForEvent('download');
    await exportButton(page).click();
    await expect(exportDialog(page).getByText(/^已导出 [\d,]+ \/ [\d,]+$/)).toBeVisible();
    const file = await download;
    await expect(exportDialog(page)).toBeHidden();
    await expect(
      page.getByText(`已导出 ${expected.count.toLocaleString('zh-CN')} 条记录`),
    ).toBeVisible();

    expect(file.suggestedFilename()).toMatch(/^账单_截至\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = readXlsx(new Uint8Array(await readFile(await file.path())));
    expect(sheet.rows[0]).toEqual(['时间', '类型', '金额', '余额', '备注']);
    const lines = sheet.rows.slice(1);
    expect(lines).toHaveLength(expected.count);
    expect(lines.every(([, type]) => type === '充值')).toBe(true);
    const fen = lines.reduce((sum, [, , yuan]) => sum + Math.round(Number(yuan) * 100), 0);
    expect(fen).toBe(expected.fen);
  },
);

test('取消 stops an export at once and saves nothing', async ({ page }) => {
  await openLongStatementOfTopUps(page);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('withdraw/deposit?')) pagesAsked.push(request.url());
  });
  // the statement answers slowly, so that the export is still reading when it is cancelled
  await mockApi.failNext(page, financeEndpoints.bills, { delayMs: 1_500 }, 20);

  await exportButton(page).click();
  await expect(exportDialog(page).getByText(/^已导出 200 \/ [\d,]+$/)).toBeVisible();
  await exportDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(exportDialog(page)).toBeHidden();
  const askedWhenCancelled = pagesAsked.length;

  // longer than a page takes to answer: a reading that went on would ask for the next one
  await page.waitForTimeout(2_500);
  expect(pagesAsked).toHaveLength(askedWhenCancelled);
  expect(downloads).toBe(0);
  await expect(exportButton(page)).toBeEnabled();
});
