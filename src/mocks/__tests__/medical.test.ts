import type { Paged } from '@/lib/schema';
import type { MemberInfo } from '@/features/account/api/account-schemas';
import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import type {
  BookingBody,
  Consultation,
  ConsultationSummary,
  MedicalItem,
} from '@/features/medical/api/medical-schemas';
import { mockApi } from '../node';
import { asMember, callApi, type MemberCalls } from './call-api';

const pad = (value: number) => String(value).padStart(2, '0');
/** The local day `days` from today, YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const balance = async (member: MemberCalls) =>
  (await member.get<MemberInfo>('v1/front/info')).resultData.balance;

const items = (member: MemberCalls, query: string) =>
  member.get<Paged<MedicalItem>>(`v1/front/medical/item?pageNo=1&pageSize=10&${query}`);

/** The first service of the category. */
async function serviceOf(member: MemberCalls, category: string) {
  const page = await items(member, `category=${category}&kind=SERVICE`);
  const service = page.resultData.list[0];
  if (!service) throw new Error(`no service in ${category}`);
  return service;
}

const booking = (itemId: number, changes: Partial<BookingBody> = {}): BookingBody => ({
  itemId,
  patientName: ' 林晓雨 ',
  phone: '13800000001',
  appointmentDay: dayFromToday(2),
  description: '最近头晕乏力，想请医生看看体检报告。',
  ...changes,
});

async function book(member: MemberCalls, category = 'test') {
  const service = await serviceOf(member, category);
  const answer = await member.post<Consultation>(
    'v1/front/medical/consultation',
    booking(service.itemId),
  );
  if (!answer.resultStatus) throw new Error(answer.errorMessage ?? 'booking refused');
  return answer.resultData;
}

const payOne = (member: MemberCalls, consultationId: number, idempotencyKey?: string) =>
  callApi('common/payOne', {
    method: 'POST',
    body: { consultationId },
    token: member.token,
    idempotencyKey,
  });

const consumeLines = (remark: string) =>
  mockApi.snapshot().bills.filter((bill) => bill.remark.includes(remark));

describe('medical categories', () => {
  it('lists a category’s services first, then goods of the catalogue with a stock to put in the cart', async () => {
    const member = await asMember();
    const page = (await items(member, 'category=operation')).resultData;
    expect(page.total).toBe(8);
    expect(page.list.slice(0, 3).map((item) => item.kind)).toEqual([
      'SERVICE',
      'SERVICE',
      'SERVICE',
    ]);
    const good = page.list.find((item) => item.kind === 'GOOD');
    expect(good).toMatchObject({ name: '一次性医用外科口罩', goodId: 14, goodStockId: 1401 });
    expect(good?.price).toBeGreaterThan(0);
  });

  it('filters by kind and keyword, and refuses a category that does not exist', async () => {
    const member = await asMember();
    const goods = (await items(member, 'category=test&kind=GOOD')).resultData;
    expect(goods.list.every((item) => item.kind === 'GOOD')).toBe(true);
    const found = (await items(member, `category=test&keyword=${encodeURIComponent('血压')}`))
      .resultData;
    expect(found.list.map((item) => item.name)).toEqual(['鱼跃电子血压计上臂式']);
    expect(await items(member, 'category=dentistry')).toMatchObject({
      resultStatus: false,
      errorCode: '24701',
    });
  });
});

describe('consultations', () => {
  it('lists the member’s own, the latest first, by status and category; the second member has none', async () => {
    const member = await asMember();
    const all = (
      await member.get<Paged<ConsultationSummary>>(
        'v1/front/medical/consultation?pageNo=1&pageSize=20',
      )
    ).resultData;
    expect(all.total).toBe(12);
    const times = all.list.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const unpaid = await member.get<Paged<ConsultationSummary>>(
      'v1/front/medical/consultation?pageNo=1&pageSize=20&status=UNPAID',
    );
    expect(unpaid.resultData.list.map((row) => row.status)).toEqual(['UNPAID', 'UNPAID']);
    const maternity = await member.get<Paged<ConsultationSummary>>(
      'v1/front/medical/consultation?pageNo=1&pageSize=20&category=maternity',
    );
    expect(maternity.resultData.list.every((row) => row.category === 'maternity')).toBe(true);

    const other = await asMember('13800000002');
    const none = await other.get<Paged<ConsultationSummary>>(
      'v1/front/medical/consultation?pageNo=1&pageSize=10',
    );
    expect(none.resultData).toEqual({ list: [], total: 0 });
    const foreign = await other.get(`v1/front/medical/consultation/${all.list[0]?.consultationId}`);
    expect(foreign).toMatchObject({ resultStatus: false, errorCode: '24703' });
  });

  it('seeds every consultation before the day of seeding, so that one booked today is the newest at any hour', async () => {
    const member = await asMember();
    const seeded = await member.get<Paged<ConsultationSummary>>(
      'v1/front/medical/consultation?pageNo=1&pageSize=100',
    );
    expect(seeded.resultData.list.length).toBeGreaterThan(0);
    for (const consultation of seeded.resultData.list) {
      expect(consultation.createTime < `${dayFromToday(0)} 00:00:00`).toBe(true);
    }

    const booked = await book(member, 'test');
    const listed = await member.get<Paged<ConsultationSummary>>(
      'v1/front/medical/consultation?pageNo=1&pageSize=10',
    );
    expect(listed.resultData.list[0]?.consultationId).toBe(booked.consultationId);
  });

  it('books a service at its fee, unpaid, and checks the booking as the server would', async () => {
    const member = await asMember();
    const service = await serviceOf(member, 'remote');
    const booked = await book(member, 'remote');
    expect(booked).toMatchObject({
      category: 'remote',
      serviceName: service.name,
      price: service.price,
      status: 'UNPAID',
      patientName: '林晓雨',
      payTime: '',
    });

    const refusals: [Partial<BookingBody>, string][] = [
      [{ patientName: '  ' }, '24704'],
      [{ phone: '1380000' }, '24706'],
      [{ appointmentDay: dayFromToday(0) }, '24707'],
      [{ appointmentDay: dayFromToday(15) }, '24707'],
      [{ description: '' }, '24708'],
      [{ description: '字'.repeat(501) }, '24709'],
    ];
    for (const [change, code] of refusals) {
      const refused = await member.post(
        'v1/front/medical/consultation',
        booking(service.itemId, change),
      );
      expect(refused, code).toMatchObject({ resultStatus: false, errorCode: code });
    }
    const good = (await items(member, 'category=remote&kind=GOOD')).resultData.list[0];
    const notAService = await member.post(
      'v1/front/medical/consultation',
      booking(good?.itemId ?? 0),
    );
    expect(notAService).toMatchObject({ resultStatus: false, errorCode: '24702' });
  });
});

describe('POST /common/payOne', () => {
  it('takes the fee from the balance once, with one statement line, and the consultation is paid', async () => {
    const member = await asMember();
    const before = await balance(member);
    const { consultationId, consultationNo, price } = await book(member);

    const paid = await payOne(member, consultationId, 'pay-1');
    expect(paid.envelope.resultStatus).toBe(true);
    expect(await balance(member)).toBe(before - price);
    const detail = await member.get<Consultation>(
      `v1/front/medical/consultation/${consultationId}`,
    );
    expect(detail.resultData.status).toBe('PAID');
    expect(detail.resultData.payTime).not.toBe('');
    const lines = consumeLines(consultationNo);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'CONSUME', amount: -price });

    // the same key again: the first answer, nothing taken; a new key: refused, not unpaid
    expect((await payOne(member, consultationId, 'pay-1')).envelope).toEqual(paid.envelope);
    expect((await payOne(member, consultationId, 'pay-2')).envelope).toMatchObject({
      resultStatus: false,
      errorCode: '24710',
    });
    expect(await balance(member)).toBe(before - price);
    expect(consumeLines(consultationNo)).toHaveLength(1);
  });

  it('with after: true takes the money and loses the answer; the state says paid', async () => {
    const member = await asMember();
    const before = await balance(member);
    const { consultationId, consultationNo, price } = await book(member);

    mockApi.failNext(medicalEndpoints.payOne, { network: true, after: true });
    await expect(payOne(member, consultationId, 'lost-1')).rejects.toThrow(TypeError);

    expect(await balance(member)).toBe(before - price);
    const detail = await member.get<Consultation>(
      `v1/front/medical/consultation/${consultationId}`,
    );
    expect(detail.resultData.status).toBe('PAID');
    // a retry with the intent's key changes nothing
    expect((await payOne(member, consultationId, 'lost-1')).envelope.resultStatus).toBe(true);
    expect(await balance(member)).toBe(before - price);
    expect(consumeLines(consultationNo)).toHaveLength(1);
  });

  it('refuses with 30232 when the balance does not cover the fee, and takes nothing', async () => {
    const member = await asMember('13800000002');
    const { consultationId } = await book(member);
    const refused = await payOne(member, consultationId);
    expect(refused.envelope).toMatchObject({ resultStatus: false, errorCode: '30232' });
    expect(await balance(member)).toBe(0);
    const detail = await member.get<Consultation>(
      `v1/front/medical/consultation/${consultationId}`,
    );
    expect(detail.resultData.status).toBe('UNPAID');
  });

  it('knows only the member’s own consultations', async () => {
    const owner = await asMember();
    const { consultationId } = await book(owner);
    const other = await asMember('13800000002');
    expect((await payOne(other, consultationId)).envelope).toMatchObject({
      resultStatus: false,
      errorCode: '24703',
    });
  });
});

describe('answerConsultations (the doctors’ side)', () => {
  it('takes up a paid consultation with the reply, then closes it; an unpaid one waits', async () => {
    const member = await asMember();
    const paid = await book(member);
    await payOne(member, paid.consultationId);
    const unpaid = await book(member);

    expect(mockApi.answerConsultations('请按时到院复查')).toBeGreaterThan(0);
    const taken = await member.get<Consultation>(
      `v1/front/medical/consultation/${paid.consultationId}`,
    );
    expect(taken.resultData).toMatchObject({ status: 'ONGOING', doctorReply: '请按时到院复查' });
    mockApi.answerConsultations();
    const closed = await member.get<Consultation>(
      `v1/front/medical/consultation/${paid.consultationId}`,
    );
    expect(closed.resultData.status).toBe('DONE');
    const waiting = await member.get<Consultation>(
      `v1/front/medical/consultation/${unpaid.consultationId}`,
    );
    expect(waiting.resultData.status).toBe('UNPAID');
  });
});
