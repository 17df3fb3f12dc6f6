import * as v from 'valibot';
import { readBody, readQuery } from '../handlers/sent-parts';

const querySchema = v.object({
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.optional(v.picklist([0, 1, 2])),
  kind: v.optional(v.picklist(['GOOD', 'SERVICE'])),
  keyword: v.optional(v.string()),
  ids: v.optional(v.array(v.number())),
});

const bodySchema = v.object({
  orderId: v.number(),
  phone: v.string(),
  partitionId: v.nullable(v.number()),
  invoice: v.object({ invoiceType: v.picklist([0, 1, 2]), email: v.string() }),
  regionIds: v.array(v.number()),
});

const query = (text: string) => readQuery(querySchema, new URLSearchParams(text));

describe('a request as the mock reads it, by its endpoint schemas', () => {
  it('reads query text as the numbers and options the schema names', () => {
    expect(query('pageNo=2&status=1&kind=GOOD&keyword=%20a%20&ids=3&ids=4')).toEqual({
      pageNo: 2,
      status: 1,
      kind: 'GOOD',
      keyword: ' a ',
      ids: [3, 4],
    });
  });

  it('leaves out what was not sent, what does not read, and what the schema does not name', () => {
    expect(query('')).toEqual({});
    expect(query('pageNo=0&status=7&kind=OTHER&ids=3&ids=x&other=1')).toEqual({});
    expect(query('pageNo=1.5')).toEqual({});
  });

  it('reads a JSON body field by field, numbers from their text and text from numbers', () => {
    expect(
      readBody(bodySchema, {
        orderId: '12',
        phone: 13800000001,
        partitionId: null,
        invoice: { invoiceType: '2', email: 'a@b.cn' },
        regionIds: [1, '2'],
      }),
    ).toEqual({
      orderId: 12,
      phone: '13800000001',
      partitionId: null,
      invoice: { invoiceType: 2, email: 'a@b.cn' },
      regionIds: [1, 2],
    });
  });

  it('leaves out a body field that does not read, inside an object too; a list only whole', () => {
    expect(
      readBody(bodySchema, {
        orderId: 'twelve',
        phone: null,
        partitionId: 'none',
        invoice: { invoiceType: 5, email: 'a@b.cn' },
        regionIds: [1, null],
      }),
    ).toEqual({ invoice: { email: 'a@b.cn' } });
    expect(readBody(bodySchema, { invoice: null, regionIds: 'all' })).toEqual({});
  });

  it('reads nothing for an endpoint that declares no query or body', () => {
    expect(readQuery(undefined, new URLSearchParams('a=1'))).toEqual({});
    expect(readBody(undefined, { a: 1 })).toEqual({});
  });
});
