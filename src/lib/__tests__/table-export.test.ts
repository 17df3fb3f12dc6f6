import { strFromU8, unzipSync } from 'fflate';
import { readXlsx } from '@tests/xlsx-rows';
import type { FigureColumn } from '../figure-columns';
import { workbookOf, type FiguresFile } from '../table-export';

interface MonthRow {
  month: string;
  amount: number;
  count: number;
  share: number;
}

const columns: FigureColumn<MonthRow>[] = [
  { key: 'month', title: '月份', kind: 'text', value: (row) => row.month },
  { key: 'amount', title: '销售额', kind: 'money', value: (row) => row.amount },
  { key: 'count', title: '订单数', kind: 'count', value: (row) => row.count },
  { key: 'share', title: '占比', kind: 'share', value: (row) => row.share },
];

const file: FiguresFile<MonthRow> = {
  name: '数据统计-按月销售',
  sheet: '按月销售 [近12个月]',
  columns,
  rows: [
    { month: '2025年12月', amount: 123_456_789, count: 12, share: 0.75 },
    { month: '2026年1月', amount: 5, count: 0, share: 0.25 },
  ],
};

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('a table exported as .xlsx', () => {
  it('reads back with its Chinese header and text, money in yuan, counts and shares as numbers', async () => {
    const blob = await workbookOf(file);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = readXlsx(await bytesOf(blob));
    // Excel refuses brackets in a sheet's name
    expect(sheet.name).toBe('按月销售  近12个月 ');
    expect(sheet.rows).toEqual([
      ['月份', '销售额', '订单数', '占比'],
      ['2025年12月', 1_234_567.89, 12, 0.75],
      ['2026年1月', 0.05, 0, 0.25],
    ]);
  });

  it('shows money as ¥ with two decimals and shares as percents; text stays text', async () => {
    const { rows, styles } = readXlsx(await bytesOf(await workbookOf(file)));
    const [header, first] = styles;
    expect(header.map((style) => style.bold)).toEqual(Array(4).fill(true));
    expect(rows[1].map((value, index) => ({ value, format: first[index].format }))).toEqual([
      { value: '2025年12月', format: '@' },
      { value: 1_234_567.89, format: '"¥"#,##0.00' },
      { value: 12, format: '#,##0' },
      { value: 0.75, format: '0.0%' },
    ]);
  });

  it('writes text that a spreadsheet would run as a formula as inert text, numbers as numbers', async () => {
    const formulas = [
      '=HYPERLINK("https://evil.example.com","点我")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ];
    const rows = [...formulas, '张三', '1-2月', '-'].map((month, index) => ({
      month,
      amount: -1250 * (index + 1),
      count: -(index + 1),
      share: 0,
    }));
    const bytes = await bytesOf(await workbookOf({ ...file, rows }));
    const [, ...read] = readXlsx(bytes).rows;
    expect(read.map(([month]) => month)).toEqual([
      ...formulas.map((text) => `'${text}`),
      '张三',
      '1-2月',
      '-',
    ]);
    expect(read.map(([, amount, count]) => [amount, count])).toEqual(
      rows.map((_, index) => [-12.5 * (index + 1), -(index + 1)]),
    );
    expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'])).not.toContain('<f>');
  });

  it('an empty table is its header alone', async () => {
    const sheet = readXlsx(await bytesOf(await workbookOf({ ...file, rows: [] })));
    expect(sheet.rows).toEqual([['月份', '销售额', '订单数', '占比']]);
  });

  it('exports a table of thousands of rows whole', async () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => ({ ...file.rows[0], count: index }));
    const sheet = readXlsx(await bytesOf(await workbookOf({ ...file, rows })));
    expect(sheet.rows).toHaveLength(5_001);
    expect(sheet.rows.at(-1)).toEqual(['2025年12月', 1_234_567.89, 4_999, 0.75]);
  });
});
