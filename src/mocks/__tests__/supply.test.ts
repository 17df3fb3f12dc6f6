import type { Paged } from '@/lib/schema';
import type {
  SuppliedGood,
  SupplierCertification,
  SupplierProfile,
  VarietyCertification,
} from '@/features/supply/api/supply-schemas';
import type { Envelope } from '@/lib/api-types';
import { mockApi } from '@tests/mock-backend';
import { FILLED_SUPPLIER } from '@tests/sample-supplier';
import { answerSeamCall } from '../http/seam-routes';
import { asMember, callApi } from './call-api';

const CERTIFICATION = 'v1/front/supply/user/certification';

const newGood = {
  goodName: '禾丰小米',
  brandId: 1,
  companyId: 2,
  specification: '2.5kg/袋',
  supplyPrice: 3_990,
  stock: 100,
  images: ['/uploads/millet.png'],
};

async function put<T>(token: string, path: string, body: object): Promise<Envelope<T>> {
  return (await callApi<T>(path, { method: 'PUT', body, token })).envelope;
}

describe('supply mock', () => {
  it('gives member 1 an approved supplier profile with ten goods over three brands, filterable by brand and company', async () => {
    const member = await asMember('13800000001');
    const profile = await member.get<SupplierProfile>('v1/front/supply/user/information');
    expect(profile.resultData).toMatchObject({
      companyName: '深圳市晓雨贸易有限公司',
      certificationStatus: 'PASS',
      goodCount: 10,
    });
    expect(profile.resultData.brands).toHaveLength(3);

    const all = await member.get<Paged<SuppliedGood>>(
      'v1/front/supply/user/good?pageNo=1&pageSize=20',
    );
    expect(all.resultData.total).toBe(10);
    const brand = await member.get<Paged<SuppliedGood>>('v1/front/brand/good/brand?brandId=2');
    expect(brand.resultData.list.map((good) => good.brandName)).toEqual(['清源', '清源', '清源']);
    const company = await member.get<Paged<SuppliedGood>>(
      'v1/front/brand/company/good?companyId=2',
    );
    expect(company.resultData.list.every((good) => good.companyId === 2)).toBe(true);
    expect(company.resultData.total).toBe(4);
  });

  it('adds a supplied good under audit for a member holding the code, and refuses one without it', async () => {
    const member = await asMember('13800000001');
    const added = await member.post<SuppliedGood>('v1/front/supply/user/good', newGood);
    expect(added.resultData).toMatchObject({
      goodName: '禾丰小米',
      brandName: '禾丰优选',
      auditStatus: 'AUDIT',
    });
    const noImage = await member.post('v1/front/supply/user/good', { ...newGood, images: [] });
    expect(noImage).toMatchObject({ resultStatus: false, errorCode: '23008' });

    const other = await asMember('13800000002');
    const refused = await other.post('v1/front/supply/user/good', newGood);
    expect(refused).toMatchObject({ resultStatus: false, errorCode: '10201' });
  });

  it('takes a supplier certification from an empty draft through audit, refusal with a reason, resubmission and recall', async () => {
    const member = await asMember('13800000002');
    const empty = await member.get<SupplierCertification>(CERTIFICATION);
    expect(empty.resultData).toMatchObject({ auditStatus: 'UNDEFINED', companyName: '' });

    const draft = await put<SupplierCertification>(member.token, CERTIFICATION, {
      companyName: '北京建国商贸有限公司',
    });
    expect(draft.resultData).toMatchObject({
      auditStatus: 'UNDEFINED',
      companyName: '北京建国商贸有限公司',
    });

    const incomplete = await member.post(`${CERTIFICATION}/submit`, {
      companyName: '北京建国商贸有限公司',
    });
    expect(incomplete).toMatchObject({ resultStatus: false, errorCode: '23001' });
    const badCode = await member.post(`${CERTIFICATION}/submit`, {
      ...FILLED_SUPPLIER,
      creditCode: '123',
    });
    expect(badCode).toMatchObject({ resultStatus: false, errorCode: '23002' });
    // 18 capitals and digits, but I, O, Z, S and V are never in a credit code
    const withO = await member.post(`${CERTIFICATION}/submit`, {
      ...FILLED_SUPPLIER,
      creditCode: '91110105MO01ABCD2E',
    });
    expect(withO).toMatchObject({ resultStatus: false, errorCode: '23002' });

    const submitted = await member.post<SupplierCertification>(
      `${CERTIFICATION}/submit`,
      FILLED_SUPPLIER,
    );
    expect(submitted.resultData.auditStatus).toBe('AUDIT');
    const locked = await put(member.token, CERTIFICATION, FILLED_SUPPLIER);
    expect(locked).toMatchObject({ resultStatus: false, errorCode: '23004' });

    expect(mockApi.auditCertifications('REFUSE', '营业执照不清晰')).toBeGreaterThan(0);
    const refused = await member.get<SupplierCertification>(CERTIFICATION);
    expect(refused.resultData).toMatchObject({
      auditStatus: 'REFUSE',
      refuseReason: '营业执照不清晰',
    });

    const again = await member.post<SupplierCertification>(`${CERTIFICATION}/submit`, {
      ...FILLED_SUPPLIER,
      licenceImg: '/uploads/licence-clear.png',
    });
    expect(again.resultData).toMatchObject({ auditStatus: 'AUDIT', refuseReason: '' });
    const recalled = await member.post<SupplierCertification>(`${CERTIFICATION}/recall`, {});
    expect(recalled.resultData.auditStatus).toBe('RECALL');
    const notUnderAudit = await member.post(`${CERTIFICATION}/recall`, {});
    expect(notUnderAudit).toMatchObject({ resultStatus: false, errorCode: '23005' });
  });

  it('keeps variety certifications per member: a new draft, a submission, and the seeded refusal', async () => {
    const member = await asMember('13800000001');
    const seeded = await member.get<VarietyCertification[]>('v1/front/variety/certification');
    expect(seeded.resultData.find((row) => row.auditStatus === 'REFUSE')?.refuseReason).toMatch(
      /卫生安全评价报告/,
    );

    const created = await member.post<VarietyCertification>('v1/front/variety/certification', {
      varietyName: '办公用品',
    });
    const id = created.resultData.varietyCertificationId;
    const submitted = await member.post<VarietyCertification>(
      `v1/front/variety/certification/${id}/submit`,
      {
        varietyName: '办公用品',
        qualificationImgs: ['/uploads/office.png'],
      },
    );
    expect(submitted.resultData.auditStatus).toBe('AUDIT');
    mockApi.auditCertifications('PASS');
    const listed = await member.get<VarietyCertification[]>('v1/front/variety/certification');
    expect(listed.resultData.find((row) => row.varietyCertificationId === id)?.auditStatus).toBe(
      'PASS',
    );

    const other = await asMember('13800000002');
    const foreign = await other.post(`v1/front/variety/certification/${id}/recall`, {});
    expect(foreign).toMatchObject({ resultStatus: false, errorCode: '23006' });
    expect(
      (await other.get<VarietyCertification[]>('v1/front/variety/certification')).resultData,
    ).toEqual([]);
  });

  it('answers the audit over the HTTP seam, and refuses a body without a decision', () => {
    expect(answerSeamCall(mockApi, 'POST', 'auditCertifications', '{"decision":"PASS"}')).toEqual({
      status: 200,
      body: { audited: 1 },
    });
    expect(answerSeamCall(mockApi, 'POST', 'auditCertifications', '{}').status).toBe(400);
  });
});
