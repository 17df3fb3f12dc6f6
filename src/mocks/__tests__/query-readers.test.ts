import type { Paged } from '@/lib/schema';
import { asMember, type MemberCalls } from './call-api';

type Dated = { createTime: string };

const ALL = 'pageNo=1&pageSize=1000';

/** The lists filtered by a day range (startTime and endTime, days both included). */
const DAY_RANGED = [
  'v1/front/withdraw/deposit',
  'v1/front/capital/income',
  'v1/front/warehouse/log',
  'v1/front/task',
  'v1/front/task/extra',
];

const days = (page: Paged<Dated>) => page.list.map((row) => row.createTime.slice(0, 10));

async function read(member: MemberCalls, path: string, query: string): Promise<Paged<Dated>> {
  return (await member.get<Paged<Dated>>(`${path}?${query}&${ALL}`)).resultData;
}

describe('the query readers every list shares', () => {
  it.each(DAY_RANGED)('%s: either end of a day range filters alone', async (path) => {
    const member = await asMember();
    const all = await read(member, path, '');
    const middle = [...days(all)].sort()[Math.floor(all.total / 2)];

    const from = await read(member, path, `startTime=${middle}`);
    expect(from.total).toBeGreaterThan(0);
    expect(from.total).toBeLessThan(all.total);
    expect(days(from).every((day) => day >= middle)).toBe(true);

    const until = await read(member, path, `endTime=${middle}`);
    expect(until.total).toBeGreaterThan(0);
    expect(days(until).every((day) => day <= middle)).toBe(true);
    // the middle day is in both
    expect(from.total + until.total).toBeGreaterThan(all.total);
  });

  it.each(DAY_RANGED)('%s: a malformed day leaves its end open', async (path) => {
    const member = await asMember();
    const all = await read(member, path, '');
    expect((await read(member, path, 'startTime=2024-6-1&endTime=tomorrow')).total).toBe(all.total);
  });

  it.each([
    ['v1/front/order', 'status'],
    ['v1/front/withdraw/deposit', 'type'],
    ['v1/front/warehouse/batch', 'batchStatus'],
    ['v1/front/contract', 'status'],
    ['v1/front/task', 'status'],
  ])('%s: an unknown %s filters nothing', async (path, name) => {
    const member = await asMember();
    const all = (await member.get<Paged<unknown>>(`${path}?${ALL}`)).resultData;
    const unknown = (await member.get<Paged<unknown>>(`${path}?${name}=UNKNOWN&${ALL}`)).resultData;
    expect(all.total).toBeGreaterThan(0);
    expect(unknown.total).toBe(all.total);
  });

  it('reads a numeric enumeration from its text', async () => {
    const member = await asMember();
    const passed = (
      await member.get<Paged<{ batchStatus: number }>>(
        `v1/front/warehouse/batch?batchStatus=1&${ALL}`,
      )
    ).resultData;
    expect(passed.total).toBeGreaterThan(0);
    expect(passed.list.every((batch) => batch.batchStatus === 1)).toBe(true);
  });
});
