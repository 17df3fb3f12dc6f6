import type { SavedInvoice } from '@/features/invoice/api/invoice-schemas';
import { asMember, callApi } from './call-api';

const PROFILES = 'v1/front/user/invoice';

/** Every text field filled, whatever the type and title carry. */
const everyField = {
  userName: '王建国',
  unitName: '北京建国商贸有限公司',
  taxpayerNumber: '91110105MA01ABCD2E',
  registerLocation: '北京市朝阳区建国路88号',
  unitPhone: '010-85001234',
  openingBank: '中国银行北京建国门支行',
  bankCardNumbers: '6216610200016587010',
  phone: '13800000002',
  email: 'wangjianguo@example.com',
};

describe('saved invoice profiles', () => {
  it('keep what the type and title carry: VAT special is made out to the unit', async () => {
    const member = await asMember('13800000002');
    const saved = await member.post<SavedInvoice>(PROFILES, {
      ...everyField,
      invoiceType: 2,
      invoiceUserType: 0,
      invoiceContent: 1,
    });
    expect(saved.resultData).toMatchObject({
      ...everyField,
      invoiceType: 2,
      invoiceUserType: 1,
      userName: '',
      isDefault: 1,
    });
  });

  it('empty the mobile and e-mail of a unit on plain paper, and the unit of a person', async () => {
    const member = await asMember('13800000002');
    const unit = await member.post<SavedInvoice>(PROFILES, {
      ...everyField,
      invoiceType: 0,
      invoiceUserType: 1,
    });
    expect(unit.resultData).toMatchObject({ userName: '', phone: '', email: '' });
    expect(unit.resultData.unitName).toBe(everyField.unitName);

    const { envelope } = await callApi<SavedInvoice>(
      `${PROFILES}/${unit.resultData.userInvoiceId}`,
      {
        method: 'PUT',
        token: member.token,
        body: { ...everyField, invoiceType: 1, invoiceUserType: 0 },
      },
    );
    expect(envelope.resultData).toMatchObject({
      userName: everyField.userName,
      unitName: '',
      taxpayerNumber: '',
      phone: everyField.phone,
      email: everyField.email,
    });
  });

  it('refuse a profile without its title with 22401, and save nothing', async () => {
    const member = await asMember('13800000002');
    const untitled = await member.post(PROFILES, {
      ...everyField,
      unitName: '  ',
      invoiceType: 2,
    });
    expect(untitled).toMatchObject({ resultStatus: false, errorCode: '22401' });
    expect((await member.get<SavedInvoice[]>(PROFILES)).resultData).toEqual([]);
  });
});
