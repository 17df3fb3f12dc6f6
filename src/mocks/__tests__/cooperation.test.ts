import type { Paged } from '@/lib/schema';
import type {
  Cooperation,
  CooperationDetail,
  CooperationDraft,
  CooperationRole,
  PriceLog,
  PriceLogPdf,
  PriceLogType,
  PriceMatching,
} from '@/features/cooperation/api/cooperation-schemas';
import { callApi, logInWithPassword } from './call-api';

const BASE = 'v1/front';
const draftBody = {
  title: '社区门店蔬菜直采',
  roleId: 1,
  categoryId: 1,
  description: '每日早间配送到店。',
  quantity: 120,
  budget: 880_050,
};

async function member(phone?: string) {
  const token = (await logInWithPassword(phone)).accessToken;
  const call = async <T>(
    path: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
    body?: object,
  ) => (await callApi<T>(`${BASE}/${path}`, { method, body, token })).envelope;
  return { call };
}

describe('cooperation tasks', () => {
  it('seeds 13800000001 with tasks at every kind of step, drafts and price logs', async () => {
    const { call } = await member();
    const page = await call<Paged<Cooperation>>('cooperation?pageNo=1&pageSize=50');
    expect(page.resultData.total).toBe(12);
    const steps = page.resultData.list.map((task) => task.status);
    expect(steps).toContain(-1);
    expect(steps).toContain(16);
    expect(steps).toContain(15);
    expect(page.resultData.list[0]).toMatchObject({ roleName: '发起方', categoryName: '日用百货' });
    expect((await call<CooperationDraft[]>('draft/cooperation')).resultData).toHaveLength(2);
    expect((await call<Paged<PriceLog>>('price/log?pageNo=1&pageSize=10')).resultData.total).toBe(
      15,
    );
  });

  it('seeds 13800000002 with fewer tasks and no drafts', async () => {
    const { call } = await member('13800000002');
    const page = await call<Paged<Cooperation>>('cooperation?pageNo=1&pageSize=10');
    expect(page.resultData.list.map((task) => task.status)).toEqual([-1, 4]);
    expect((await call<CooperationDraft[]>('draft/cooperation')).resultData).toEqual([]);
    expect((await call<Paged<PriceLog>>('price/log?pageNo=1&pageSize=10')).resultData.total).toBe(
      1,
    );
  });

  it('filters by step, category and role, and answers the roles before any task id', async () => {
    const { call } = await member();
    const interrupted = await call<Paged<Cooperation>>(
      'cooperation?pageNo=1&pageSize=10&status=16',
    );
    expect(interrupted.resultData.list.map((task) => task.title)).toEqual(['社区健康讲座赞助']);
    const medical = await call<Paged<Cooperation>>('cooperation?pageNo=1&pageSize=10&categoryId=3');
    expect(medical.resultData.list.every((task) => task.categoryId === 3)).toBe(true);
    expect(medical.resultData.total).toBe(2);
    const carrier = await call<Paged<Cooperation>>('cooperation?pageNo=1&pageSize=10&roleId=3');
    expect(carrier.resultData.list.every((task) => task.roleName === '配送方')).toBe(true);
    const roles = await call<CooperationRole[]>('cooperation/role');
    expect(roles.resultData.map((role) => role.roleName)).toContain('供应方');
  });

  it('keeps a draft, edits it, submits it as a task at 未处理, and the draft is gone', async () => {
    const { call } = await member();
    const created = await call<CooperationDraft>('draft/cooperation', 'POST', draftBody);
    expect(created.resultData).toMatchObject({ draftId: 3, roleName: '发起方', budget: 880_050 });
    const edited = await call<CooperationDraft>('draft/cooperation/3', 'PUT', {
      ...draftBody,
      title: '社区门店蔬菜水果直采',
      budget: 990_000,
    });
    expect(edited.resultData).toMatchObject({ title: '社区门店蔬菜水果直采', budget: 990_000 });

    const task = await call<Cooperation>('cooperation/add', 'POST', { draftId: 3 });
    expect(task.resultData).toMatchObject({
      cooperationId: 15,
      title: '社区门店蔬菜水果直采',
      status: -1,
      matchedPrice: null,
    });
    const list = await call<Paged<Cooperation>>('cooperation?pageNo=1&pageSize=10');
    expect(list.resultData.list[0]).toMatchObject({ cooperationId: 15, status: -1 });
    const drafts = await call<CooperationDraft[]>('draft/cooperation');
    expect(drafts.resultData.map((draft) => draft.draftId)).toEqual([2, 1]);
  });

  it('deletes a draft; ids are not reused', async () => {
    const { call } = await member();
    await call('draft/cooperation/2', 'DELETE');
    const created = await call<CooperationDraft>('draft/cooperation', 'POST', draftBody);
    expect(created.resultData.draftId).toBe(3);
    expect(
      (await call<CooperationDraft[]>('draft/cooperation')).resultData.map((d) => d.draftId),
    ).toEqual([3, 1]);
  });

  it('refuses an incomplete draft with the reason', async () => {
    const { call } = await member();
    expect(await call('draft/cooperation', 'POST', { ...draftBody, title: '' })).toMatchObject({
      resultStatus: false,
      errorCode: '22903',
    });
    expect(await call('draft/cooperation', 'POST', { ...draftBody, budget: 12.5 })).toMatchObject({
      errorCode: '22907',
    });
    expect(await call('draft/cooperation', 'POST', { ...draftBody, roleId: 99 })).toMatchObject({
      errorCode: '22904',
    });
  });

  it('price matching moves the task one step on and writes a price log with its PDF', async () => {
    const { call } = await member();
    const matching = await call<PriceMatching>('cooperation/price/matching', 'POST', {
      cooperationId: 12,
    });
    const { cooperation, priceLog } = matching.resultData;
    expect(cooperation).toMatchObject({ cooperationId: 12, status: 0 });
    expect(cooperation.matchedPrice).toBe(priceLog.price);
    expect(priceLog).toMatchObject({ cooperationTitle: '办公用品季度采购', typeName: '价格匹配' });
    expect(priceLog.quotes).toHaveLength(3);
    expect(priceLog.price).toBe(Math.min(...priceLog.quotes.map((quote) => quote.price)));

    const detail = await call<CooperationDetail>('cooperation/12');
    expect(detail.resultData.steps.map((step) => step.status)).toEqual([-1, 0]);
    expect(detail.resultData.steps[1].remark).toContain(priceLog.supplierName);

    const logs = await call<Paged<PriceLog>>('price/log?pageNo=1&pageSize=10&typeId=1');
    expect(logs.resultData.list[0].priceLogId).toBe(priceLog.priceLogId);
    const pdf = await call<PriceLogPdf>(`price/log/pdf?priceLogId=${priceLog.priceLogId}`);
    expect(pdf.resultData.pdfUrl).toMatch(/^\/docs\/.+\.pdf$/);
    const types = await call<PriceLogType[]>('price/log/type');
    expect(types.resultData.map((type) => type.typeName)).toEqual([
      '价格匹配',
      '询价记录',
      '成交记录',
    ]);
  });

  it('refuses matching an interrupted or finished task', async () => {
    const { call } = await member();
    expect(await call('cooperation/price/matching', 'POST', { cooperationId: 11 })).toMatchObject({
      resultStatus: false,
      errorCode: '22909',
    });
    expect(await call('cooperation/price/matching', 'POST', { cooperationId: 1 })).toMatchObject({
      resultStatus: false,
      errorCode: '22910',
    });
  });

  it('refuses the guarded calls of a member without the cooperation code, and others’ rows', async () => {
    const { call } = await member('13800000002');
    for (const [path, body] of [
      ['draft/cooperation', draftBody],
      ['cooperation/add', { draftId: 1 }],
      ['cooperation/price/matching', { cooperationId: 13 }],
    ] as const) {
      expect(await call(path, 'POST', body)).toMatchObject({
        resultStatus: false,
        errorCode: '10201',
      });
    }
    expect(await call('cooperation/1')).toMatchObject({ errorCode: '22901' });
    expect(await call('price/log/pdf?priceLogId=1')).toMatchObject({ errorCode: '22911' });
    expect(await call('draft/cooperation/1', 'DELETE')).toMatchObject({ errorCode: '22902' });
  });
});
