import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificationCopy, commonCopy, supplyCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { certificationEndpoints } from '@/features/supply/api/certification-endpoints';
import { supplyEndpoints } from '@/features/supply/api/supply-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  suppliedGoodPageSchema,
  supplierCertificationSchema,
  supplierProfileSchema,
  varietyCertificationsSchema,
} from '@/features/supply/api/supply-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('supply answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, unknown statuses read as 未提交, bad rows left out', () => {
    expect(parseAnswer(supplierCertificationSchema, {})).toEqual({
      ok: true,
      value: {
        auditStatus: 'UNDEFINED',
        refuseReason: '',
        submitTime: '',
        auditTime: '',
        companyName: '',
        creditCode: '',
        legalPerson: '',
        contactPhone: '',
        licenceImg: '',
        documentImgs: [],
      },
    });
    expect(
      parseAnswer(supplierProfileSchema, { certificationStatus: 'DONE', brands: 'x' }),
    ).toEqual({
      ok: true,
      value: {
        companyName: '',
        contactName: '',
        contactPhone: '',
        brands: [],
        certificationStatus: 'UNDEFINED',
        goodCount: 0,
      },
    });
    expect(
      parseAnswer(varietyCertificationsSchema, [
        { varietyCertificationId: 3, qualificationImgs: ['/a.png', 7] },
        { varietyName: '无编号' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        {
          varietyCertificationId: 3,
          varietyName: '',
          qualificationImgs: ['/a.png'],
          auditStatus: 'UNDEFINED',
          refuseReason: '',
          submitTime: '',
          auditTime: '',
        },
      ],
    });
    const page = parseAnswer(suppliedGoodPageSchema, {
      list: [
        { supplyGoodId: 1, supplyPrice: 990 },
        { supplyGoodId: 2, supplyPrice: 9.9 },
      ],
    });
    expect(page.ok && page.value.list.map((good) => good.supplyGoodId)).toEqual([1]);
  });

  it('good_supply: a failed list shows 加载失败 and 重试, never 暂无供货商品, then the goods', async () => {
    mockApi.failNext(supplyEndpoints.goods, { network: true });
    await renderApp(memberPath('good_supply'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(supplyCopy.goodsEmpty)).toBeNull();
    // the profile beside it is not affected
    expect(await screen.findByText('深圳市晓雨贸易有限公司')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('禾丰东北大米')).toBeInTheDocument();
  });

  it('good_supply: failed brands say so in the filter with 重试, never 暂无数据, then list the brands', async () => {
    mockApi.failNext(supplyEndpoints.brandsAndCompanies, { network: true });
    await renderApp(memberPath('good_supply'), asMember);
    expect(await screen.findByText('禾丰东北大米')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: supplyCopy.brandFilter }));
    const listbox = await screen.findByText(commonCopy.loadFailed);
    expect(screen.queryByText('暂无数据')).toBeNull();
    await userEvent.click(
      within(listbox.closest('.ant-select-dropdown') as HTMLElement).getByRole('button', {
        name: commonCopy.retry,
      }),
    );
    expect(await screen.findByTitle('禾丰优选')).toBeInTheDocument();
  });

  it('good_supply: a minimal profile and good are shown with their defaults; an odd price drops its row', async () => {
    mockApi.failNext(supplyEndpoints.information, { resultData: {} });
    mockApi.failNext(supplyEndpoints.goods, {
      resultData: {
        list: [
          { supplyGoodId: 1, goodName: '最简商品', supplyPrice: 250 },
          { supplyGoodId: 2, goodName: '金额不对', supplyPrice: 1.5 },
        ],
        total: 2,
      },
    });
    await renderApp(memberPath('good_supply'), asMember);
    expect(await screen.findByText('最简商品')).toBeInTheDocument();
    expect(screen.getByText('¥2.50')).toBeInTheDocument();
    expect(screen.queryByText('金额不对')).toBeNull();
    expect(screen.getAllByText(supplyCopy.notFilled).length).toBeGreaterThan(0);
    expectNoCrash();
  });

  it('certification_sava: a failed load shows 重试, never an empty form, then the certification', async () => {
    mockApi.failNext(certificationEndpoints.supplier, { network: true });
    await renderApp(memberPath('certification_sava'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText(certificationCopy.companyName)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByDisplayValue('深圳市晓雨贸易有限公司')).toBeInTheDocument();
  });

  it('supplier_category: a malformed variety list is an empty one, the manufacturer card still shows', async () => {
    mockApi.failNext(certificationEndpoints.varieties, { resultData: { list: 'odd' } });
    await renderApp(memberPath('supplier_category'), asMember);
    expect(await screen.findByText(certificationCopy.varietiesEmpty)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('广州禾丰食品有限公司')).toBeInTheDocument();
    expectNoCrash();
  });

  it('supplier_category: a failed variety list offers 重试 on its card alone', async () => {
    mockApi.failNext(certificationEndpoints.varieties, { network: true });
    await renderApp(memberPath('supplier_category'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('广州禾丰食品有限公司')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText(/缺少消毒产品卫生安全评价报告/)).toBeInTheDocument();
  });
});
