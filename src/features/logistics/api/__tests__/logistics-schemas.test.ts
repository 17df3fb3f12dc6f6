import { describe, expect, it } from 'vitest';
import { commonCopy } from '@/copy';
import { parseAnswer } from '@/lib/schema';
import { trackingSchema } from '@/lib/tracking-schema';
import { taskDetailSchema, taskPageSchema, taskRecordsSchema } from '../logistics-schemas';

describe('logistics answers', () => {
  it('read a minimal task row with its defaults; an unknown status offers nothing; a row without an id is left out', () => {
    expect(
      parseAnswer(taskPageSchema, {
        list: [{ taskId: '7', status: 'LOST', kind: 'SPECIAL' }, { taskNo: 'WL1' }],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            taskId: 7,
            taskNo: '',
            kind: 'REGULAR',
            title: '',
            status: 'CANCELLED',
            consignee: '',
            receiverAddress: '',
            deadline: '',
            createTime: '',
          },
        ],
        total: 1,
      },
    });
    expect(parseAnswer(taskPageSchema, 'nothing')).toMatchObject({ ok: false });
  });

  it('read a task without a shipment as not picked up, and refuse one without an id', () => {
    const parsed = parseAnswer(taskDetailSchema, {
      taskId: 3,
      status: 'TRANSIT',
      goods: [{ goodName: '大米', num: '30' }, 'odd'],
      expressCompany: '',
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        taskId: 3,
        status: 'TRANSIT',
        goods: [{ goodName: '大米', spec: '', num: 30 }],
        expressCompany: null,
        trackingNo: null,
        pickupTime: null,
        remark: '',
      },
    });
    expect(parseAnswer(taskDetailSchema, { taskNo: 'WL1' })).toMatchObject({
      ok: false,
      message: commonCopy.badAnswer,
    });
  });

  it('leave out a record of an unknown type or without an id', () => {
    expect(
      parseAnswer(taskRecordsSchema, [
        { recordId: 2, type: 'DELIVER', operatorName: '林晓雨' },
        { recordId: 3, type: 'TELEPORT' },
        { type: 'PICKUP' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { recordId: 2, type: 'DELIVER', content: '', operatorName: '林晓雨', createTime: '' },
      ],
    });
    expect(parseAnswer(taskRecordsSchema, null)).toEqual({ ok: true, value: [] });
  });

  it('read a tracking answer as /common/kuaidi writes it, traces without time or text kept as blank', () => {
    expect(
      parseAnswer(trackingSchema, { trackingNo: 12345, traces: [{ context: '已揽收' }, 5] }),
    ).toEqual({
      ok: true,
      value: { expressCompany: '', trackingNo: '12345', traces: [{ time: '', context: '已揽收' }] },
    });
  });
});
