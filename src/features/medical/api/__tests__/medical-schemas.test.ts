import { parseAnswer } from '@/lib/schema';
import {
  consultationPageSchema,
  consultationSchema,
  medicalItemPageSchema,
} from '../medical-schemas';

describe('medical answers', () => {
  it('a minimal item gets its defaults; one of an unknown kind or without a price in fen is left out', () => {
    expect(
      parseAnswer(medicalItemPageSchema, {
        list: [
          { itemId: 1, kind: 'SERVICE', price: 4900 },
          { itemId: 2, kind: 'COUPON', price: 100 },
          { itemId: 3, kind: 'GOOD', price: 9.5 },
          { kind: 'GOOD', price: 100 },
        ],
        total: '4',
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            itemId: 1,
            kind: 'SERVICE',
            name: '',
            image: '',
            intro: '',
            price: 4900,
            goodId: 0,
            goodStockId: 0,
            duration: 0,
          },
        ],
        total: 4,
      },
    });
  });

  it('a consultation of an unknown status offers nothing; one of an unknown category is left out', () => {
    const parsed = parseAnswer(consultationPageSchema, {
      list: [
        { consultationId: 7, category: 'remote', price: 2900, status: 'REFUNDED' },
        { consultationId: 8, category: 'dentistry', price: 2900, status: 'PAID' },
      ],
      total: 2,
    });
    expect(parsed.ok && parsed.value.list).toEqual([
      {
        consultationId: 7,
        consultationNo: '',
        category: 'remote',
        serviceName: '',
        price: 2900,
        status: 'CANCELLED',
        patientName: '',
        appointmentDay: '',
        createTime: '',
      },
    ]);
  });

  it('fails a detail without its id or with a fee that is not fen, instead of showing a wrong amount', () => {
    expect(parseAnswer(consultationSchema, { category: 'test', price: 4900 }).ok).toBe(false);
    expect(
      parseAnswer(consultationSchema, { consultationId: 1, category: 'test', price: '49.00元' }).ok,
    ).toBe(false);
    const minimal = parseAnswer(consultationSchema, {
      consultationId: 1,
      category: 'test',
      price: '4900',
      status: 'UNPAID',
      doctorReply: null,
    });
    expect(minimal).toMatchObject({
      ok: true,
      value: { price: 4900, status: 'UNPAID', doctorReply: '', payTime: '' },
    });
  });
});
