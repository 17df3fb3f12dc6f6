import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, warehouseCopy } from '@/copy';
import { warehouseEndpoints } from '@/features/warehouse/api/warehouse-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  stockBatchPageSchema,
  stockLogPageSchema,
  stockTotalPageSchema,
} from '@/features/warehouse/api/warehouse-schemas';

const PAGE = '/member/total_storage';
const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
const cardOf = (title: string) => screen.findByRole('region', { name: title });

describe('total_storage answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, unknown statuses safe, rows without an id or direction left out', () => {
    expect(
      parseAnswer(stockBatchPageSchema, { list: [{ batchId: '4', batchStatus: 9 }, { num: 3 }] }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            batchId: 4,
            batchNo: '',
            goodName: '',
            spec: '',
            num: 0,
            batchStatus: 0,
            batchType: 0,
            createTime: '',
            endTime: null,
            remark: '',
          },
        ],
        total: 1,
      },
    });
    expect(
      parseAnswer(stockLogPageSchema, {
        list: [
          { logId: 1, direction: 'OUT', num: 5 },
          { logId: 2, direction: 'MOVE', num: 5 },
        ],
      }),
    ).toMatchObject({ ok: true, value: { list: [{ logId: 1, direction: 'OUT' }], total: 1 } });
    expect(parseAnswer(stockTotalPageSchema, { list: [], total: 0 })).toEqual({
      ok: true,
      value: { list: [], total: 0 },
    });
  });

  it('a failed totals load shows 加载失败 and 重试, never 暂无库存; the other lists stay; 重试 loads it', async () => {
    mockApi.failNext(warehouseEndpoints.totals, { network: true });
    await renderApp(PAGE, asMember);
    const totals = await cardOf(warehouseCopy.totalsTitle);
    expect(await within(totals).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(totals).queryByText(warehouseCopy.totalsEmpty)).toBeNull();
    const log = await cardOf(warehouseCopy.logTitle);
    expect((await within(log).findAllByText(warehouseCopy.directionOut)).length).toBeGreaterThan(0);
    await userEvent.click(within(totals).getByRole('button', { name: commonCopy.retry }));
    expect(await within(totals).findByText('五常大米')).toBeInTheDocument();
  });

  it('a minimal total is shown with its figures; one whose value is not whole fen is left out, not guessed', async () => {
    mockApi.failNext(warehouseEndpoints.totals, {
      resultData: {
        list: [
          { goodId: 1, goodName: '散装大米', unitCost: 250, stockValue: 0 },
          { goodId: 2, goodName: '称重杂粮', unitCost: 250, stockValue: 12.5 },
        ],
      },
    });
    await renderApp(PAGE, asMember);
    const totals = await cardOf(warehouseCopy.totalsTitle);
    expect(await within(totals).findByText('散装大米')).toBeInTheDocument();
    expect(within(totals).getByText('¥2.50')).toBeInTheDocument();
    expect(within(totals).queryByText('称重杂粮')).toBeNull();
    expectNoCrash();
  });

  it('a malformed batch page shows the reason with 重试, the rest of the page stays', async () => {
    mockApi.failNext(warehouseEndpoints.batches, { resultData: 'oops' });
    await renderApp(PAGE, asMember);
    const batches = await cardOf(warehouseCopy.batchesTitle);
    expect(await within(batches).findByText(commonCopy.badAnswer)).toBeInTheDocument();
    expect(within(batches).getByRole('button', { name: commonCopy.retry })).toBeVisible();
    expect(await screen.findByText('五常大米')).toBeInTheDocument();
    expectNoCrash();
  });

  it('an empty log says 暂无出入库记录', async () => {
    mockApi.failNext(warehouseEndpoints.log, { resultData: { list: [], total: 0 } });
    await renderApp(PAGE, asMember);
    const log = await cardOf(warehouseCopy.logTitle);
    expect(await within(log).findByText(warehouseCopy.logEmpty)).toBeInTheDocument();
  });

  it('reads large quantities and values in 万 and 亿 with the unit, each exact on hover', async () => {
    mockApi.failNext(warehouseEndpoints.totals, {
      resultData: {
        list: [
          {
            goodId: 1,
            goodName: '散装大米',
            unit: '袋',
            inNum: 245_000_000,
            outNum: 12_860,
            stockNum: 9999,
            unitCost: 250,
            stockValue: 123_456_789,
          },
        ],
        total: 1,
      },
    });
    mockApi.failNext(warehouseEndpoints.log, {
      resultData: { list: [{ logId: 1, direction: 'IN', num: 15_000, goodName: '五常大米' }] },
    });
    await renderApp(PAGE, asMember);
    const totals = await cardOf(warehouseCopy.totalsTitle);
    expect(await within(totals).findByTitle('245,000,000袋')).toHaveTextContent('2.45亿袋');
    expect(within(totals).getByTitle('12,860袋')).toHaveTextContent('1.29万袋');
    expect(within(totals).getByText('9999袋')).not.toHaveAttribute('title');
    expect(within(totals).getByTitle('¥1,234,567.89')).toHaveTextContent('¥123.46万');
    const log = await cardOf(warehouseCopy.logTitle);
    expect(await within(log).findByTitle('15,000')).toHaveTextContent('1.5万');
  });
});
