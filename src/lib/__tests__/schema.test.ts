import { describe, expect, it } from 'vitest';
import { commonCopy } from '@/copy';
import * as v from 'valibot';
import {
  code,
  dayRange,
  fen,
  flag,
  int,
  list,
  month,
  monthRange,
  num,
  oneOf,
  orElse,
  parseAnswer,
  searchQuery,
  text,
  toFen,
} from '../schema';

describe('answer schemas', () => {
  it('reads money as integer fen from numbers and numeric strings, and refuses the rest', () => {
    expect(toFen(199900)).toBe(199900);
    expect(toFen('1999')).toBe(1999);
    expect(toFen(0.1 * 3 * 10)).toBe(3);
    expect(toFen(12.5)).toBeNull();
    expect(toFen('12.50元')).toBeNull();
    expect(toFen('')).toBeNull();
    expect(toFen(null)).toBeNull();
    expect(toFen(1e21)).toBeNull();
    expect(parseAnswer(v.object({ price: fen() }), { price: 19.99 })).toEqual({
      ok: false,
      message: commonCopy.badAmount,
      issuePath: 'price',
    });
  });

  it('gives optional fields their defaults whether missing, null or of another type', () => {
    const schema = v.object({
      id: int(),
      title: text(),
      count: num(0),
      isDefault: flag(),
      status: oneOf(['WAIT', 'PAYMENT'], 'WAIT'),
      type: oneOf([0, 1, 2], 0),
      errorCode: code(),
      extra: orElse(v.object({ note: text() }), { note: '' }),
    });
    expect(
      parseAnswer(schema, { id: '7', title: null, count: 'x', type: '2', errorCode: 30232 }),
    ).toEqual({
      ok: true,
      value: {
        id: 7,
        title: '',
        count: 0,
        isDefault: 0,
        status: 'WAIT',
        type: 2,
        errorCode: '30232',
        extra: { note: '' },
      },
    });
    expect(parseAnswer(schema, { title: 'no id' })).toEqual({
      ok: false,
      message: commonCopy.badAnswer,
      issuePath: 'id',
    });
  });

  it('says where a failed answer went wrong, never what it held', () => {
    const order = v.object({ lines: v.array(v.object({ price: fen() })) });
    const parsed = parseAnswer(order, { lines: [{ price: 100 }, { price: '13800000001.5' }] });
    expect(parsed).toEqual({
      ok: false,
      message: commonCopy.badAmount,
      issuePath: 'lines.1.price',
    });
    expect(parseAnswer(order, 'not an order')).toMatchObject({ ok: false, issuePath: '' });
  });

  it('keeps the good rows of a list and reads anything but an array as empty', () => {
    const rows = list(v.object({ id: int(), name: text() }));
    expect(parseAnswer(rows, [{ id: 1 }, { name: '无编号' }, null, { id: 2, name: '乙' }])).toEqual(
      {
        ok: true,
        value: [
          { id: 1, name: '' },
          { id: 2, name: '乙' },
        ],
      },
    );
    expect(parseAnswer(rows, null)).toEqual({ ok: true, value: [] });
    expect(parseAnswer(rows, { list: [] })).toEqual({ ok: true, value: [] });
  });

  it('reads a month only as YYYY-MM, so that an odd one is never shown as a month', () => {
    const summary = v.object({ month: month(), firstMonth: orElse(v.nullable(month()), null) });
    expect(parseAnswer(summary, { month: '2024-07', firstMonth: '2024-13' })).toEqual({
      ok: true,
      value: { month: '2024-07', firstMonth: null },
    });
    expect(parseAnswer(summary, { month: '2024-7' })).toMatchObject({
      ok: false,
      issuePath: 'month',
    });
  });
});

describe('request schemas', () => {
  const lines = v.object({ ...searchQuery, ...dayRange });

  it('asks a page from 1, with a keyword and both days of a range only when the member gave them', () => {
    expect(v.is(lines, { pageNo: 1, pageSize: 10 })).toBe(true);
    expect(
      v.is(lines, {
        pageNo: 2,
        pageSize: 10,
        keyword: '充值',
        startTime: '2024-07-01',
        endTime: '2024-07-31',
      }),
    ).toBe(true);
    expect(v.is(lines, { pageNo: 0, pageSize: 10 })).toBe(false);
    expect(v.is(lines, { pageNo: 1, pageSize: 10, startTime: 20240701 })).toBe(false);
  });

  it('asks figures for a first and a last month, both needed', () => {
    const figures = v.object(monthRange);
    expect(v.is(figures, { startMonth: '2024-01', endMonth: '2024-06' })).toBe(true);
    expect(v.is(figures, { startMonth: '2024-01' })).toBe(false);
  });
});
