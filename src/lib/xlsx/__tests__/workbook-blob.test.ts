import { readXlsx } from '@tests/xlsx-rows';
import type { CellValue, SheetColumn, SheetInput } from '../sheet-input';
import { workbookBlob, XLSX_TYPE } from '../workbook-blob';

const columns: SheetColumn[] = [
  { title: '摘要', kind: 'text' },
  { title: '金额', kind: 'money' },
  { title: '数量', kind: 'count' },
  { title: '占比', kind: 'share' },
  { title: '日期', kind: 'day' },
  { title: '时间', kind: 'time' },
];

const sheetOf = (rows: SheetInput['rows'], sheet = '账单'): SheetInput => ({
  sheet,
  columns,
  rows,
});
const read = async (input: SheetInput) =>
  readXlsx(new Uint8Array(await (await workbookBlob(input)).arrayBuffer()));

/** 2026-01-01 in Excel's count of days since 1899-12-30. */
const NEW_YEAR_2026 = 46_023;

describe('an .xlsx file written by workbookBlob', () => {
  it('reads back every kind: text, money in exact yuan, counts, shares, days and times as serials', async () => {
    const fens = [1, 5, 123_456_789, -250, -5, 0];
    const sheet = await read(
      sheetOf(
        fens.map((fen, index) => [
          `第${index + 1}行`,
          fen,
          index * 1_000,
          index / 8,
          '2026-01-01',
          index % 2 ? '2026-01-01 12:00:00' : '2026-01-02 06:30',
        ]),
      ),
    );
    expect(sheet.rows[0]).toEqual(['摘要', '金额', '数量', '占比', '日期', '时间']);
    expect(sheet.rows.slice(1).map(([, yuan]) => yuan)).toEqual([
      0.01, 0.05, 1_234_567.89, -2.5, -0.05, 0,
    ]);
    expect(sheet.rows[2]).toEqual([
      '第2行',
      0.05,
      1_000,
      0.125,
      NEW_YEAR_2026,
      NEW_YEAR_2026 + 0.5,
    ]);
    expect(sheet.rows[1].slice(4)).toEqual([NEW_YEAR_2026, NEW_YEAR_2026 + 1 + 0.25 + 1 / 48]);
    expect(sheet.styles[2].map((style) => style.format)).toEqual([
      '@',
      '"¥"#,##0.00',
      '#,##0',
      '0.0%',
      'yyyy-mm-dd',
      'yyyy-mm-dd hh:mm:ss',
    ]);
    expect(sheet.styles[0].every((style) => style.bold)).toBe(true);
    expect(sheet.styles[1].some((style) => style.bold)).toBe(false);
  });

  it('leaves a cell empty for null, blank text and a figure it cannot read', async () => {
    const blanks: CellValue[][] = [
      [null, null, null, null, null, null],
      ['', '12', Number.NaN, Infinity, '', ''],
    ];
    const { rows } = await read(sheetOf(blanks));
    expect(rows.slice(1)).toEqual([
      ['', '', '', '', '', ''],
      ['', '', '', '', '', ''],
    ]);
  });

  it('keeps a date it cannot read as the text sent, and a day in a time column as that day', async () => {
    const dates: CellValue[][] = [
      ['x', null, null, null, '2026-02-30', '2026-01-01 24:00'],
      ['y', null, null, null, '1899-12-31', '2026/01/01 10:00'],
      ['z', null, null, null, '昨天', '2026-01-01'],
    ];
    const sheet = await read(sheetOf(dates));
    expect(sheet.rows.slice(1).map((row) => row.slice(4))).toEqual([
      ['2026-02-30', '2026-01-01 24:00'],
      ['1899-12-31', '2026/01/01 10:00'],
      ['昨天', NEW_YEAR_2026],
    ]);
    expect(sheet.styles[1].slice(4).map((style) => style.format)).toEqual(['@', '@']);
    expect(sheet.styles[3][5].format).toBe('yyyy-mm-dd');
  });

  it('escapes markup, drops characters XML cannot hold and keeps a formula from running', async () => {
    const texts = [
      'A&B <b>"粗"</b>',
      '第一行\n第二行',
      'bell\u0007 and \uFFFE gone, 😀 kept, lone \uD800 gone',
      '=HYPERLINK("https://evil.example.com","点我")',
      '+1+1',
      '\u0001=1+1',
      '\r=1+1',
      '-',
      '  spaced  ',
    ];
    const sheet = await read(sheetOf(texts.map((text) => [text])));
    expect(sheet.rows.slice(1).map(([text]) => text)).toEqual([
      'A&B <b>"粗"</b>',
      '第一行\n第二行',
      'bell and  gone, 😀 kept, lone  gone',
      `'=HYPERLINK("https://evil.example.com","点我")`,
      "'+1+1",
      "'=1+1",
      "'\r=1+1",
      '-',
      '  spaced  ',
    ]);
    expect(sheet.xml).not.toContain('<f>');
  });

  it('names the sheet as Excel allows, with its header frozen and its columns as wide as their text', async () => {
    const wide = '很长的摘要'.repeat(3);
    const sheet = await read(
      sheetOf([[wide, 1, 1, 0, null, null]], '账单 [2026/11] : 明细*?\\很长很长很长很长很长'),
    );
    expect(sheet.name).toBe('账单  2026 11    明细   很长很长很长很长很长'.slice(0, 31));
    expect(sheet.xml).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    const widths = [...sheet.xml.matchAll(/<col [^>]*width="(\d+)"/g)].map(([, width]) =>
      Number(width),
    );
    // 15 Chinese characters are 30 wide, and 2 to spare; the others take the least width
    expect(widths).toEqual([32, 10, 10, 10, 10, 10]);
  });

  it('is an .xlsx file of its header alone when there are no rows', async () => {
    const blob = await workbookBlob(sheetOf([]));
    expect(blob.type).toBe(XLSX_TYPE);
    expect(readXlsx(new Uint8Array(await blob.arrayBuffer())).rows).toEqual([
      ['摘要', '金额', '数量', '占比', '日期', '时间'],
    ]);
  });

  it('stops between two batches of rows when its signal is aborted, with an AbortError', async () => {
    const rows = Array.from({ length: 5_000 }, () => ['行', 100, 1, 0.5, '2026-01-01', null]);
    const controller = new AbortController();
    const writing = workbookBlob(sheetOf(rows), { signal: controller.signal });
    setTimeout(() => controller.abort(), 0);
    await expect(writing).rejects.toSatisfy(
      (error) => error instanceof DOMException && error.name === 'AbortError',
    );
    await expect(workbookBlob(sheetOf(rows), { signal: controller.signal })).rejects.toThrow(
      DOMException,
    );
  });

  it('writes 5,000 statement lines of 8 columns in short tasks', async () => {
    const statement: SheetColumn[] = [
      { title: '流水号', kind: 'text' },
      { title: '时间', kind: 'time' },
      { title: '类型', kind: 'text' },
      { title: '摘要', kind: 'text' },
      { title: '收入', kind: 'money' },
      { title: '支出', kind: 'money' },
      { title: '余额', kind: 'money' },
      { title: '日期', kind: 'day' },
    ];
    const rows = Array.from({ length: 5_000 }, (_, index) => [
      `LS2026${String(index).padStart(8, '0')}`,
      `2026-11-${String((index % 28) + 1).padStart(2, '0')} 10:${String(index % 60).padStart(2, '0')}:00`,
      index % 3 ? '订单支付' : '余额充值',
      `订单 ${index} 的货款，含运费`,
      index % 3 ? null : 10_000 + index,
      index % 3 ? 1_234 + index : null,
      1_000_000 - index * 7,
      `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
    ]);
    // a timer that runs whenever the writer lets the thread go: its longest wait is the longest task
    let last = performance.now();
    let longestTask = 0;
    let ticker = setTimeout(function tick() {
      const now = performance.now();
      longestTask = Math.max(longestTask, now - last);
      last = now;
      ticker = setTimeout(tick, 0);
    }, 0);
    const started = performance.now();
    const blob = await workbookBlob({ sheet: '账单', columns: statement, rows });
    const took = performance.now() - started;
    clearTimeout(ticker);
    const sheet = readXlsx(new Uint8Array(await blob.arrayBuffer()));
    console.info(
      `5,000 x 8: ${took.toFixed(0)} ms, longest task ${longestTask.toFixed(1)} ms, ${(blob.size / 1024).toFixed(0)} kB`,
    );
    expect(sheet.rows).toHaveLength(5_001);
    expect(sheet.rows[5_000]).toEqual([
      'LS202600004999',
      expect.any(Number),
      '订单支付',
      '订单 4999 的货款，含运费',
      '',
      62.33,
      9_650.07,
      expect.any(Number),
    ]);
  });
});
