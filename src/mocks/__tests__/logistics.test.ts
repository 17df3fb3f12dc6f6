import type { Paged } from '@/lib/schema';
import type {
  TaskDetail,
  TaskSummary,
  TaskRecord,
} from '@/features/logistics/api/logistics-schemas';
import type { Tracking } from '@/lib/tracking-schema';
import { asMember, callApi, type MemberCalls } from './call-api';

const ALL = 'pageSize=50';
/** Seeded tasks of the first member: accepted (9, 10), waiting (11), in transit (6), delivered (1). */
const ACCEPTED = 9;
const ACCEPTED_TOO = 10;
const WAITING = 11;
const IN_TRANSIT = 6;
const DELIVERED = 1;
/** The second member's task waiting for a taker. */
const THEIRS = 21;

const list = async (member: MemberCalls, path: string) =>
  (await member.get<Paged<TaskSummary>>(path)).resultData;
const detail = async (member: MemberCalls, taskId: number) =>
  (await member.get<TaskDetail>(`v1/front/task/${taskId}`)).resultData;
const records = async (member: MemberCalls, taskId: number) =>
  (await member.get<TaskRecord[]>(`v1/front/task/${taskId}/record`)).resultData;

/** A result sent as the app sends it, with an Idempotency-Key. */
const submit = async (
  member: MemberCalls,
  taskId: number,
  body: { outcome: string; content: string },
  idempotencyKey = `key-${Math.random()}`,
) =>
  (
    await callApi<TaskDetail>(`v1/front/task/${taskId}/submit`, {
      method: 'POST',
      body,
      token: member.token,
      idempotencyKey,
    })
  ).envelope;

describe('logistics tasks', () => {
  it('lists the regular and the extra tasks apart, latest given first, by status, keyword and days', async () => {
    const member = await asMember();
    const regular = await list(member, `v1/front/task?${ALL}`);
    expect(regular.total).toBe(12);
    expect(regular.list.every((task) => task.kind === 'REGULAR')).toBe(true);
    const given = regular.list.map((task) => task.createTime);
    expect([...given].sort().reverse()).toEqual(given);

    const extra = await list(member, `v1/front/task/extra?${ALL}`);
    expect(extra.total).toBe(6);
    expect(extra.list.every((task) => task.kind === 'EXTRA')).toBe(true);

    const waiting = await list(member, `v1/front/task?status=WAIT&${ALL}`);
    expect(waiting.list.map((task) => task.status)).toEqual(['WAIT', 'WAIT', 'WAIT']);
    const longhua = await list(member, `v1/front/task?keyword=龙华&${ALL}`);
    expect(longhua.list.map((task) => task.title)).toEqual(['龙华区门锁配送', '龙华区饮用水配送']);
    // goods are searched too
    expect((await list(member, `v1/front/task?keyword=大米&${ALL}`)).total).toBe(1);

    const day = regular.list[0].createTime.slice(0, 10);
    const thatDay = await list(member, `v1/front/task?startTime=${day}&endTime=${day}&${ALL}`);
    expect(thatDay.total).toBeGreaterThan(0);
    expect(thatDay.list.every((task) => task.createTime.startsWith(day))).toBe(true);

    const other = await asMember('13800000002');
    expect((await list(other, `v1/front/task?${ALL}`)).total).toBe(3);
    expect((await list(other, `v1/front/task/extra?${ALL}`)).total).toBe(1);
  });

  it('answers a task with its goods, both ends and no shipment before the pick-up', async () => {
    const member = await asMember();
    const task = await detail(member, ACCEPTED);
    expect(task).toMatchObject({
      status: 'ACCEPTED',
      consignee: '王芳',
      receiverPhone: '13912340003',
      sender: '深圳南山配送中心',
      goods: [{ goodName: '家用净水器', spec: 'RO 600G', num: 1 }],
      expressCompany: null,
      trackingNo: null,
      pickupTime: null,
    });
    expect(await member.get(`v1/front/logistics?taskId=${ACCEPTED}`)).toMatchObject({
      resultStatus: false,
      errorCode: '23807',
    });
    const other = await asMember('13800000002');
    expect(await other.get(`v1/front/task/${ACCEPTED}`)).toMatchObject({ errorCode: '23801' });
    expect(await other.get(`v1/front/task/${ACCEPTED}/record`)).toMatchObject({
      errorCode: '23801',
    });
  });

  it('tracks a shipment from its pick-up: transit steps until delivered, newest first', async () => {
    const member = await asMember();
    const moving = (await member.get<Tracking>(`v1/front/logistics?taskId=${IN_TRANSIT}`))
      .resultData;
    const pickedUp = (await detail(member, IN_TRANSIT)).pickupTime;
    expect(moving.trackingNo).toMatch(/^[A-Z0-9]+$/);
    expect(moving.traces.at(-1)).toMatchObject({
      time: pickedUp,
      context: expect.stringContaining('已揽收'),
    });
    expect(moving.traces).toHaveLength(4);
    const times = moving.traces.map((trace) => trace.time);
    expect([...times].sort().reverse()).toEqual(times);

    const done = (await member.get<Tracking>(`v1/front/logistics?taskId=${DELIVERED}`)).resultData;
    expect(done.traces[0].context).toBe('快件已签收，签收人：张伟');
  });

  it('accepts a waiting task once, recording who and when; a member without the code is refused', async () => {
    const other = await asMember('13800000002');
    expect(await other.post(`v1/front/task/${THEIRS}/accept`, {})).toMatchObject({
      errorCode: '10201',
      errorMessage: '您没有此操作的权限',
    });

    const member = await asMember();
    const accepted = await member.post<TaskDetail>(`v1/front/task/${WAITING}/accept`, {});
    expect(accepted.resultData.status).toBe('ACCEPTED');
    const [latest] = await records(member, WAITING);
    expect(latest).toMatchObject({ type: 'ACCEPT', operatorName: '林晓雨' });
    expect(await member.post(`v1/front/task/${WAITING}/accept`, {})).toMatchObject({
      errorCode: '23802',
    });
  });

  it('checks a result, then records it and moves the task on: picked up, an exception, delivered', async () => {
    const member = await asMember();
    const photo = '<p><img src="/uploads/a.png" alt="现场"></p>';
    expect(
      await submit(member, ACCEPTED, { outcome: 'DELIVER', content: '<p>送达</p>' }),
    ).toMatchObject({
      errorCode: '23803',
    });
    expect(await submit(member, ACCEPTED, { outcome: 'LOST', content: '<p>x</p>' })).toMatchObject({
      errorCode: '23804',
    });
    expect(
      await submit(member, ACCEPTED, { outcome: 'PICKUP', content: '<p><br></p>' }),
    ).toMatchObject({
      errorCode: '23805',
    });
    expect(
      await submit(member, ACCEPTED, { outcome: 'PICKUP', content: `<p>${'字'.repeat(1001)}</p>` }),
    ).toMatchObject({ errorCode: '23806' });
    expect(await records(member, ACCEPTED)).toHaveLength(1);

    const picked = await submit(member, ACCEPTED, { outcome: 'PICKUP', content: photo });
    expect(picked.resultData).toMatchObject({
      status: 'TRANSIT',
      expressCompany: expect.any(String),
    });
    expect(picked.resultData.trackingNo).not.toBeNull();
    expect(picked.resultData.pickupTime).not.toBeNull();

    const held = await submit(member, ACCEPTED, { outcome: 'EXCEPTION', content: '<p>堵车</p>' });
    expect(held.resultData.status).toBe('EXCEPTION');
    // picked up before the exception: it goes on to the delivery
    expect(
      await submit(member, ACCEPTED, { outcome: 'PICKUP', content: '<p>x</p>' }),
    ).toMatchObject({
      errorCode: '23803',
    });
    const delivered = await submit(member, ACCEPTED, {
      outcome: 'DELIVER',
      content: '<p>已送达</p>',
    });
    expect(delivered.resultData.status).toBe('DELIVERED');

    const types = (await records(member, ACCEPTED)).map((record) => record.type);
    expect(types).toEqual(['DELIVER', 'EXCEPTION', 'PICKUP', 'ACCEPT']);
    expect((await records(member, ACCEPTED))[2].content).toBe(photo);
    const tracking = (await member.get<Tracking>(`v1/front/logistics?taskId=${ACCEPTED}`))
      .resultData;
    expect(tracking.traces.map((trace) => trace.context)).toEqual([
      '快件已签收，签收人：王芳',
      '快件派送异常，正在处理中',
      `【${tracking.expressCompany}】已揽收，揽件人：林晓雨`,
    ]);
  });

  it('after an exception before the pick-up, the goods are still to be picked up', async () => {
    const member = await asMember();
    await submit(member, ACCEPTED_TOO, { outcome: 'EXCEPTION', content: '<p>仓库未备货</p>' });
    expect(
      await submit(member, ACCEPTED_TOO, { outcome: 'DELIVER', content: '<p>x</p>' }),
    ).toMatchObject({ errorCode: '23803' });
    const picked = await submit(member, ACCEPTED_TOO, {
      outcome: 'PICKUP',
      content: '<p>已取货</p>',
    });
    expect(picked.resultData.status).toBe('TRANSIT');
  });

  it('records a result sent twice with one key once', async () => {
    const member = await asMember();
    const body = { outcome: 'DELIVER', content: '<p>已送达</p>' };
    const first = await submit(member, IN_TRANSIT, body, 'same-intent');
    const again = await submit(member, IN_TRANSIT, body, 'same-intent');
    expect(again).toEqual(first);
    expect(
      (await records(member, IN_TRANSIT)).filter((record) => record.type === 'DELIVER'),
    ).toHaveLength(1);
  });
});
