import { describe, expect, it } from 'vitest';
import { MEDICAL_CATEGORIES } from '@/config/paths';
import { endpoint, DESIGNED } from '@/lib/endpoint';
import * as v from 'valibot';
import { int } from '@/lib/schema';
import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import { collectIds, screenCall, type SeenIds } from '../api-check-params';

const get = (path: string, query?: v.GenericSchema) =>
  endpoint({ method: 'GET', path, query, answer: int(), from: DESIGNED });

describe('screenCall', () => {
  it('sends a list its first page, an enumeration its first value, and nothing optional', () => {
    expect(screenCall(medicalEndpoints.items, new Map())).toEqual({
      ok: true,
      path: 'v1/front/medical/item',
      query: { pageNo: 1, pageSize: 10, category: MEDICAL_CATEGORIES[0] },
    });
  });

  it('fills a path id and a query id from ids seen in earlier answers', () => {
    const ids: SeenIds = new Map<string, number | string>([
      ['orderId', 42],
      ['goodId', '7'],
    ]);
    const call = screenCall(
      get('v1/front/order/:orderId/line', v.object({ goodId: v.number() })),
      ids,
    );
    expect(call).toEqual({ ok: true, path: 'v1/front/order/42/line', query: { goodId: '7' } });
  });

  it('gives the reasons instead of making up an id or a value', () => {
    const call = screenCall(
      get('v1/front/order/:orderId', v.object({ goodId: v.number(), name: v.string() })),
      new Map(),
    );
    expect(call).toEqual({
      ok: false,
      reason:
        'no orderId in an earlier answer; no goodId in an earlier answer; query name (string): no value a screen would send',
    });
  });

  it('asks for this month or today where a field is named as a month or a day', () => {
    const query = v.object({
      startMonth: v.string(),
      endDay: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
      payDate: v.pipe(v.string(), v.regex(/^\d{8}$/)),
    });
    const call = screenCall(
      get('v1/front/capital/summary', query),
      new Map(),
      new Date(2026, 0, 5),
    );
    expect(call).toEqual({
      ok: false,
      reason: 'query payDate (string): no value a screen would send',
    });
    const fits = screenCall(
      get('v1/front/capital/summary', v.object({ startMonth: v.string(), endDay: v.string() })),
      new Map(),
      new Date(2026, 0, 5),
    );
    expect(fits).toMatchObject({
      ok: true,
      query: { startMonth: '2026-01', endDay: '2026-01-05' },
    });
  });

  it('takes a constant a query schema names', () => {
    const call = screenCall(
      get('v1/front/agreement', v.object({ name: v.literal('user') })),
      new Map(),
    );
    expect(call).toMatchObject({ ok: true, query: { name: 'user' } });
  });
});

describe('collectIds', () => {
  it('keeps the first value of every xId field, however deep, and no zero or text', () => {
    const ids: SeenIds = new Map();
    collectIds(
      {
        list: [
          { orderId: 3, goodId: 0, lines: [{ goodStockId: '11', goodId: 5 }] },
          { orderId: 4, userId: 'abc' },
        ],
      },
      ids,
    );
    expect(Object.fromEntries(ids)).toEqual({ orderId: 3, goodStockId: '11', goodId: 5 });
  });
});
