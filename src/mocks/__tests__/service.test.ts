import type { Paged } from '@/lib/schema';
import type { Contract } from '@/features/contract/api/contract-schemas';
import type { EnquiryDetail, EnquirySummary } from '@/features/enquiry/api/enquiry-schemas';
import type { HotGood } from '@/features/goods/api/goods-schemas';
import { asMember } from './call-api';

describe('user/hot: frequently bought goods', () => {
  it('lists the goods of paid orders only, with times bought and the stock at its current price', async () => {
    const member = await asMember();
    const { resultData } = await member.get<Paged<HotGood>>(
      'v1/front/user/hot?pageNo=1&pageSize=50',
    );
    const ids = resultData.list.map((good) => good.goodId);
    // good 36 is only in an unpaid order (WAIT), good 23 only in a cancelled one
    expect(ids).not.toContain(36);
    expect(ids).not.toContain(23);
    expect(ids).toContain(3);
    const first = resultData.list[0];
    expect(first).toMatchObject({ buyTimes: expect.any(Number), goodStockId: expect.any(Number) });
    expect(first.lastBuyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(resultData.total).toBe(resultData.list.length);
  });

  it('is empty for a member without paid orders', async () => {
    const member = await asMember('13800000002');
    const { resultData } = await member.get<Paged<HotGood>>('v1/front/user/hot');
    expect(resultData).toEqual({ list: [], total: 0 });
  });
});

describe('feedback: online enquiries', () => {
  it('seeds enquiries with replies for both members, each seeing only their own', async () => {
    const first = await asMember();
    const page = await first.get<Paged<EnquirySummary>>('v1/front/feedback?pageNo=1&pageSize=10');
    expect(page.resultData.total).toBe(12);
    expect(page.resultData.list).toHaveLength(10);
    const second = await asMember('13800000002');
    const theirs = await second.get<Paged<EnquirySummary>>('v1/front/feedback');
    expect(theirs.resultData.total).toBe(3);
    const replied = theirs.resultData.list.find((row) => row.status === 'REPLIED');
    const detail = await second.get<EnquiryDetail>(`v1/front/feedback/${replied?.feedbackId}`);
    expect(detail.resultData.messages.some((message) => message.fromPlatform === 1)).toBe(true);
    const foreign = await second.get(`v1/front/feedback/${page.resultData.list[0].feedbackId}`);
    expect(foreign.errorCode).toBe('22101');
  });

  it('creates an enquiry waiting for a reply, takes follow-ups, refuses empty ones', async () => {
    const member = await asMember('13800000002');
    const refused = await member.post('v1/front/feedback', { title: ' ', content: '<p>x</p>' });
    expect(refused.errorCode).toBe('22102');
    const blank = await member.post('v1/front/feedback', { title: '问题', content: '<p><br></p>' });
    expect(blank.errorCode).toBe('22104');

    const created = await member.post<EnquiryDetail>('v1/front/feedback', {
      title: '包装破损',
      category: 'ORDER',
      content: '<p><img src="/uploads/a.png" alt="a"></p>',
    });
    expect(created.resultData).toMatchObject({
      title: '包装破损',
      category: 'ORDER',
      status: 'WAIT',
    });
    const list = await member.get<Paged<EnquirySummary>>('v1/front/feedback?status=WAIT');
    expect(list.resultData.list[0].feedbackId).toBe(created.resultData.feedbackId);

    const followed = await member.post<EnquiryDetail>(
      `v1/front/feedback/${created.resultData.feedbackId}/message`,
      { content: '<p>补充</p>' },
    );
    expect(followed.resultData.messages.map((message) => message.content)).toEqual([
      '<p><img src="/uploads/a.png" alt="a"></p>',
      '<p>补充</p>',
    ]);
  });

  it('takes no message on a closed enquiry', async () => {
    const member = await asMember();
    const closed = await member.get<Paged<EnquirySummary>>('v1/front/feedback?status=CLOSED');
    const answer = await member.post(
      `v1/front/feedback/${closed.resultData.list[0].feedbackId}/message`,
      { content: '<p>再问</p>' },
    );
    expect(answer.errorCode).toBe('22105');
  });
});

describe('contract and user/contract', () => {
  const statuses = (page: Paged<Contract>) => page.list.map((contract) => contract.status);

  it('seeds contracts in every status, dated so that the status follows the end date', async () => {
    const member = await asMember();
    const { resultData } = await member.get<Paged<Contract>>('v1/front/contract');
    expect(new Set(statuses(resultData))).toEqual(
      new Set(['ACTIVE', 'EXPIRING', 'EXPIRED', 'EXTENSION_AUDIT', 'NEW_AUDIT']),
    );
    const second = await asMember('13800000002');
    expect((await second.get<Paged<Contract>>('v1/front/contract')).resultData.total).toBe(2);
  });

  it('an extension puts the contract under review once; the dates and the reason are checked', async () => {
    const member = await asMember();
    const page = (await member.get<Paged<Contract>>('v1/front/contract?status=EXPIRING'))
      .resultData;
    const contract = page.list[0];
    const early = await member.post('v1/front/user/contract/extension', {
      contractId: contract.contractId,
      endDate: contract.endDate,
      reason: '续签',
    });
    expect(early.errorCode).toBe('22203');
    const noReason = await member.post('v1/front/user/contract/extension', {
      contractId: contract.contractId,
      endDate: '2999-12-31',
      reason: '',
    });
    expect(noReason.errorCode).toBe('22204');
    const extended = await member.post<Contract>('v1/front/user/contract/extension', {
      contractId: contract.contractId,
      endDate: '2999-12-31',
      reason: '继续合作',
    });
    expect(extended.resultData).toMatchObject({
      status: 'EXTENSION_AUDIT',
      endDate: contract.endDate,
      extension: { endDate: '2999-12-31', reason: '继续合作' },
    });
    const again = await member.post('v1/front/user/contract/extension', {
      contractId: contract.contractId,
      endDate: '2999-12-31',
      reason: '继续合作',
    });
    expect(again.errorCode).toBe('22202');
  });

  it('a new contract is numbered and listed first as 新签审核中, without a PDF', async () => {
    const member = await asMember('13800000002');
    const created = await member.post<Contract>('v1/front/user/contract/new', {
      contractName: '仓储服务合同',
      party: '会员服务平台运营有限公司',
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      remark: '',
    });
    expect(created.resultData).toMatchObject({ status: 'NEW_AUDIT', pdfUrl: null });
    expect(created.resultData.contractNo).toMatch(/^HT2030\d{4}$/);
    const page = (await member.get<Paged<Contract>>('v1/front/contract')).resultData;
    expect(page.list[0].contractId).toBe(created.resultData.contractId);
    const backwards = await member.post('v1/front/user/contract/new', {
      contractName: '倒序',
      party: '某公司',
      startDate: '2030-12-31',
      endDate: '2030-01-01',
      remark: '',
    });
    expect(backwards.errorCode).toBe('22206');
  });
});
