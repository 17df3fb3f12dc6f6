import type { Paged } from '@/lib/schema';
import type {
  StatementPdf,
  StockBatch,
  StockLog,
  StockTotal,
} from '@/features/warehouse/api/warehouse-schemas';
import { asMember } from './call-api';

describe('warehouse', () => {
  it('answers totals read from the log: on hand is in minus out, valued at unit cost', async () => {
    const member = await asMember();
    const { resultData } = await member.get<Paged<StockTotal>>(
      'v1/front/warehouse/totals?pageSize=20',
    );
    expect(resultData.total).toBe(8);
    for (const total of resultData.list) {
      expect(total.stockNum).toBe(total.inNum - total.outNum);
      expect(total.stockNum).toBeGreaterThanOrEqual(0);
      expect(total.stockValue).toBe(total.stockNum * total.unitCost);
    }
    const found = await member.get<Paged<StockTotal>>('v1/front/warehouse/totals?keyword=花生');
    expect(found.resultData.list.map((total) => total.goodName)).toEqual(['压榨花生油']);
  });

  it('filters batches by status and type, and lists the log newest first within a day range', async () => {
    const member = await asMember();
    const passed = await member.get<Paged<StockBatch>>('v1/front/warehouse/batch?batchStatus=1');
    expect(passed.resultData.list.length).toBeGreaterThan(0);
    expect(passed.resultData.list.every((batch) => batch.batchStatus === 1)).toBe(true);
    const restock = await member.get<Paged<StockBatch>>(
      'v1/front/warehouse/batch?batchStatus=3&batchType=1&pageSize=50',
    );
    expect(
      restock.resultData.list.every((batch) => batch.batchStatus === 3 && batch.batchType === 1),
    ).toBe(true);

    const all = await member.get<Paged<StockLog>>('v1/front/warehouse/log?pageSize=100');
    const times = all.resultData.list.map((log) => log.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const day = times[0].slice(0, 10);
    const oneDay = await member.get<Paged<StockLog>>(
      `v1/front/warehouse/log?startTime=${day}&endTime=${day}`,
    );
    expect(oneDay.resultData.list.length).toBeGreaterThan(0);
    expect(oneDay.resultData.list.every((log) => log.createTime.startsWith(day))).toBe(true);
  });

  it('end puts a passed batch into stock once: 审核完成, an incoming log line, higher totals', async () => {
    const member = await asMember();
    const [batch] = (await member.get<Paged<StockBatch>>('v1/front/warehouse/batch?batchStatus=1'))
      .resultData.list;
    const totalOf = async () =>
      (
        await member.get<Paged<StockTotal>>('v1/front/warehouse/totals?pageSize=20')
      ).resultData.list.find((total) => total.goodName === batch.goodName);
    const before = await totalOf();

    const ended = await member.post<StockBatch>('v1/front/warehouse/end', {
      batchId: batch.batchId,
    });
    expect(ended.resultData).toMatchObject({ batchId: batch.batchId, batchStatus: 3 });
    expect(ended.resultData.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [newest] = (await member.get<Paged<StockLog>>('v1/front/warehouse/log')).resultData.list;
    expect(newest).toMatchObject({ direction: 'IN', num: batch.num, batchNo: batch.batchNo });
    const after = await totalOf();
    expect(after?.inNum).toBe((before?.inNum ?? 0) + batch.num);
    expect(after?.stockNum).toBe((before?.stockNum ?? 0) + batch.num);

    const again = await member.post('v1/front/warehouse/end', { batchId: batch.batchId });
    expect(again).toMatchObject({ resultStatus: false, errorCode: '22502' });
    const other = await asMember('13800000002');
    const foreign = await other.post('v1/front/warehouse/end', { batchId: batch.batchId });
    expect(foreign).toMatchObject({ resultStatus: false, errorCode: '22501' });
  });

  it('gives the statement PDF to a member holding the print code, and refuses the others', async () => {
    const printer = await asMember();
    const pdf = await printer.get<StatementPdf>('v1/front/warehouse/pdf');
    expect(pdf.resultData).toEqual({ pdfUrl: '/docs/storage-statement.pdf' });
    const other = await asMember('13800000002');
    expect(await other.get('v1/front/warehouse/pdf')).toMatchObject({
      resultStatus: false,
      errorCode: '10201',
      errorMessage: '您没有此操作的权限',
    });
  });

  it('seeds the second member a smaller warehouse of their own', async () => {
    const other = await asMember('13800000002');
    const totals = await other.get<Paged<StockTotal>>('v1/front/warehouse/totals');
    expect(totals.resultData.list.map((total) => total.goodName)).toEqual(['东北小米', '山茶油']);
    const batches = await other.get<Paged<StockBatch>>('v1/front/warehouse/batch');
    expect(batches.resultData.total).toBe(3);
    const log = await other.get<Paged<StockLog>>('v1/front/warehouse/log');
    expect(log.resultData.list.map((line) => line.direction)).toContain('OUT');
  });
});
