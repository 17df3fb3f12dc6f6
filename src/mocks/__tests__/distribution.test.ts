import type { Paged } from '@/lib/schema';
import type {
  DistributionCentre,
  DistributionOrder,
  DistributionRequest,
  DistributionScope,
} from '@/features/distribution/api/distribution-schemas';
import { ALL_PERMISSION_CODES } from '@/lib/permissions';
import { mockApi } from '@tests/mock-backend';
import { withDatabase } from '../db/live-database';
import { answerSeamCall } from '../http/seam-routes';
import { asMember } from './call-api';

const SERVICE = 'v1/front/distribution/service';
const ORDERS_TO_SEND = 'v1/front/distribution/order?pageNo=1&pageSize=20&sent=0';

describe('distribution centre', () => {
  it('answers the first member centre in 南山区 with its orders, the second none', async () => {
    const owner = await asMember();
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      gear: 3,
      status: 1,
      acceptingOrders: 1,
      toSend: 12,
      region: [
        { districtId: 44, district: '广东省' },
        { districtId: 4403, district: '深圳市' },
        { districtId: 440305, district: '南山区' },
      ],
    });
    const scope = (await owner.get<DistributionScope>('v1/front/distribution/scope')).resultData;
    const streets = scope.districts.map((street) => street.district);
    expect(streets).toContain('粤海街道');
    expect(scope.districts.find((street) => street.district === '粤海街道')?.children).not.toEqual(
      [],
    );
    const page = (await owner.get<Paged<DistributionOrder>>(ORDERS_TO_SEND)).resultData;
    expect(page.total).toBe(12);
    expect(page.list.every((order) => order.sent === 0)).toBe(true);

    const other = await asMember('13800000002');
    expect((await other.get(SERVICE)).resultData).toBeNull();
    expect((await other.get('v1/front/distribution/scope')).resultData).toBeNull();
    expect(
      (await other.get<DistributionRequest[]>('v1/front/distribution/apply')).resultData,
    ).toEqual([]);
  });

  it('upgrades a working centre only to a wider region; the audit raises its gear', async () => {
    const owner = await asMember();
    const narrower = await owner.post('v1/front/distribution/upgrade', {
      gear: 4,
      regionIds: [44, 4401],
    });
    expect(narrower).toMatchObject({ resultStatus: false, errorCode: '23607' });
    const lower = await owner.post('v1/front/distribution/upgrade', { gear: 2, regionIds: [] });
    expect(lower).toMatchObject({ resultStatus: false, errorCode: '23606' });

    const upgrade = await owner.post<DistributionRequest>('v1/front/distribution/upgrade', {
      gear: 4,
      regionIds: [44, 4403],
    });
    expect(upgrade.resultData).toMatchObject({ kind: 'UPGRADE', gear: 4, applyStatus: 0 });
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      gear: 3,
      status: 0,
    });

    expect(mockApi.auditDistribution('PASS')).toBe(1);
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      gear: 4,
      status: 1,
      region: [
        { districtId: 44, district: '广东省' },
        { districtId: 4403, district: '深圳市' },
      ],
    });
    const [latest] = (await owner.get<DistributionRequest[]>('v1/front/distribution/apply'))
      .resultData;
    expect(latest).toMatchObject({ kind: 'UPGRADE', applyStatus: 1 });
  });

  it('a stop request closes the centre on agreement; a rejection keeps it with the reason', async () => {
    const owner = await asMember();
    const short = await owner.post('v1/front/distribution/stop/apply', { reason: '停' });
    expect(short).toMatchObject({ resultStatus: false, errorCode: '23608' });
    await owner.post('v1/front/distribution/stop/apply', { reason: '店面搬迁，暂停配送' });
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData.status).toBe(3);
    mockApi.auditDistribution('REFUSE', '尚有未发货订单');
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData.status).toBe(1);
    const [refused] = (await owner.get<DistributionRequest[]>('v1/front/distribution/apply'))
      .resultData;
    expect(refused).toMatchObject({ kind: 'STOP', applyStatus: 2, refuseReason: '尚有未发货订单' });

    await owner.post('v1/front/distribution/stop/apply', { reason: '店面搬迁，暂停配送' });
    mockApi.auditDistribution('PASS');
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      status: 4,
      acceptingOrders: 0,
    });
    const enabled = await owner.post<DistributionCentre>('v1/front/start/distribution', {});
    expect(enabled.resultData).toMatchObject({ status: 1, acceptingOrders: 1 });
    const paused = await owner.post<DistributionCentre>('v1/front/stop/order', {});
    expect(paused.resultData.acceptingOrders).toBe(0);
  });

  it('records a parcel once, with the company and tracking number checked', async () => {
    const owner = await asMember();
    const [first] = (await owner.get<Paged<DistributionOrder>>(ORDERS_TO_SEND)).resultData.list;
    const send = (body: object) =>
      owner.post<DistributionOrder>('v1/front/distribution/send', {
        distributionOrderId: first.distributionOrderId,
        ...body,
      });
    expect(await send({ expressCompany: '不存在快递', trackingNo: 'SF1234567890' })).toMatchObject({
      errorCode: '23611',
    });
    expect(await send({ expressCompany: '顺丰速运', trackingNo: 'SF-12' })).toMatchObject({
      errorCode: '23612',
    });
    const sent = await send({ expressCompany: '顺丰速运', trackingNo: ' SF1234567890 ' });
    expect(sent.resultData).toMatchObject({
      sent: 1,
      expressCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(await send({ expressCompany: '顺丰速运', trackingNo: 'SF1234567890' })).toMatchObject({
      errorCode: '23610',
    });
    expect((await owner.get<DistributionCentre>(SERVICE)).resultData.toSend).toBe(11);
  });

  it('refuses the guarded calls of a member without the codes', async () => {
    const other = await asMember('13800000002');
    const apply = await other.post('v1/front/distribution/apply', { gear: 6, regionIds: [] });
    expect(apply).toMatchObject({ resultStatus: false, errorCode: '10201' });
    const send = await other.post('v1/front/distribution/send', {
      distributionOrderId: 1,
      expressCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(send).toMatchObject({ resultStatus: false, errorCode: '10201' });
  });

  it('opens a centre for a member holding the code after the platform agrees', async () => {
    withDatabase((db) => {
      db.users[1].centreJurisdiction = ALL_PERMISSION_CODES;
    });
    const member = await asMember('13800000002');
    const wrong = await member.post('v1/front/distribution/apply', {
      gear: 2,
      regionIds: [44, 4403, 440305],
    });
    expect(wrong).toMatchObject({ resultStatus: false, errorCode: '23603' });
    const applied = await member.post<DistributionRequest>('v1/front/distribution/apply', {
      gear: 2,
      regionIds: [44, 4403, 440305, 440305007],
    });
    expect(applied.resultData.region.map((district) => district.district)).toEqual([
      '广东省',
      '深圳市',
      '南山区',
      '粤海街道',
    ]);
    expect((await member.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      gear: 2,
      status: 0,
    });
    expect(answerSeamCall(mockApi, 'POST', 'auditDistribution', '{"decision":"PASS"}')).toEqual({
      status: 200,
      body: { audited: 1 },
    });
    expect((await member.get<DistributionCentre>(SERVICE)).resultData).toMatchObject({
      status: 1,
      acceptingOrders: 1,
    });
  });
});
