import { describe, expect, it } from 'vitest';
import type { InvoiceType, InvoiceUserType } from '@/lib/enums/invoice';
import {
  UNIT_INVOICE_FIELDS,
  type InvoiceFieldName,
  type InvoiceInformation,
  type SavedInvoice,
} from '../../api/invoice-schemas';
import {
  changeInvoiceType,
  changeInvoiceUserType,
  createInvoiceInformation,
  fromSavedInvoice,
  isUserTypeLocked,
  toSubmittedInvoice,
  visibleInvoiceFields,
} from '../invoice-rules';

const MEMBER_EMAIL = 'member@example.com';

const filled = (patch: Partial<InvoiceInformation> = {}): InvoiceInformation => ({
  isInvoice: 1,
  invoiceType: 1,
  invoiceUserType: 1,
  invoiceContent: 1,
  userName: '张三',
  unitName: '某某公司',
  taxpayerNumber: '91440300X',
  registerLocation: '深圳市',
  unitPhone: '0755-1',
  openingBank: '招商银行',
  bankCardNumbers: '7559',
  phone: '13800000000',
  email: 'typed@example.com',
  ...patch,
});

describe('visibleInvoiceFields (SPEC section 5), every type and title', () => {
  // [type, title, expected fields in display order]
  const table: [InvoiceType, InvoiceUserType, string[]][] = [
    [0, 0, ['userName', 'phone']],
    [0, 1, [...UNIT_INVOICE_FIELDS]],
    [1, 0, ['userName', 'phone', 'email']],
    [1, 1, [...UNIT_INVOICE_FIELDS, 'phone', 'email']],
    [2, 0, ['userName', 'phone', 'email']],
    [2, 1, [...UNIT_INVOICE_FIELDS, 'phone', 'email']],
  ];

  it.each(table)('type %i, title %i', (type, title, expected) => {
    expect(visibleInvoiceFields(type, title)).toEqual(expected);
  });

  it('locks the title only for the VAT special invoice', () => {
    expect([0, 1, 2].map((type) => isUserTypeLocked(type as InvoiceType))).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('changing the type or title', () => {
  const types: InvoiceType[] = [0, 1, 2];
  const titles: InvoiceUserType[] = [0, 1];
  const pairs = types.flatMap((from) => types.map((to) => [from, to] as const));

  it.each(pairs)(
    'type %i -> %i clears the fields, keeps the e-mail and forces unit for 2',
    (from, to) => {
      for (const title of titles) {
        const before = filled({ invoiceType: from, invoiceUserType: from === 2 ? 1 : title });
        const after = changeInvoiceType(before, to, MEMBER_EMAIL);
        if (from === to) {
          expect(after).toBe(before);
          continue;
        }
        expect(after.invoiceType).toBe(to);
        expect(after.invoiceUserType).toBe(to === 2 ? 1 : before.invoiceUserType);
        expect(after.email).toBe('typed@example.com');
        for (const name of ['userName', 'phone', ...UNIT_INVOICE_FIELDS] as InvoiceFieldName[]) {
          expect(after[name]).toBe('');
        }
        expect(after.isInvoice).toBe(1);
        expect(after.invoiceContent).toBe(1);
      }
    },
  );

  it('falls back to the member e-mail when none was typed', () => {
    expect(changeInvoiceType(filled({ email: '' }), 0, MEMBER_EMAIL).email).toBe(MEMBER_EMAIL);
    const personal = filled({ invoiceType: 1, invoiceUserType: 0, email: '' });
    expect(changeInvoiceUserType(personal, 1, MEMBER_EMAIL).email).toBe(MEMBER_EMAIL);
  });

  it.each([0, 1] as InvoiceType[])('title change under type %i clears the fields', (type) => {
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const after = changeInvoiceUserType(
        filled({ invoiceType: type, invoiceUserType: from }),
        to,
        MEMBER_EMAIL,
      );
      expect(after.invoiceUserType).toBe(to);
      expect(after.userName).toBe('');
      expect(after.unitName).toBe('');
      expect(after.phone).toBe('');
      expect(after.email).toBe('typed@example.com');
    }
  });

  it('refuses a title change for the VAT special invoice, and a no-op change', () => {
    const special = filled({ invoiceType: 2, invoiceUserType: 1 });
    expect(changeInvoiceUserType(special, 0, MEMBER_EMAIL)).toBe(special);
    const unit = filled({ invoiceType: 1, invoiceUserType: 1 });
    expect(changeInvoiceUserType(unit, 1, MEMBER_EMAIL)).toBe(unit);
  });
});

describe('defaults, saved profiles and the submitted value', () => {
  it('starts with no invoice and the member e-mail', () => {
    expect(createInvoiceInformation(MEMBER_EMAIL)).toMatchObject({
      isInvoice: 0,
      invoiceType: 0,
      invoiceUserType: 0,
      invoiceContent: 0,
      userName: '',
      email: MEMBER_EMAIL,
    });
  });

  it('fills from a saved profile, trimmed, turning on the invoice', () => {
    const saved: SavedInvoice = {
      ...filled({
        invoiceType: 2,
        invoiceUserType: 0,
        isInvoice: 0,
        unitName: ' 公司 ',
        email: '',
      }),
      userInvoiceId: 9,
      isDefault: 1,
    };
    const value = fromSavedInvoice(saved, MEMBER_EMAIL);
    expect(value).toMatchObject({
      isInvoice: 1,
      invoiceType: 2,
      invoiceUserType: 1,
      unitName: '公司',
      email: MEMBER_EMAIL,
    });
    expect(value).not.toHaveProperty('userInvoiceId');
  });

  it('submits only the visible fields, trimmed', () => {
    const sent = toSubmittedInvoice(
      filled({ invoiceType: 0, invoiceUserType: 1, unitName: '  某某公司 ' }),
    );
    expect(sent.unitName).toBe('某某公司');
    expect(sent.userName).toBe('');
    expect(sent.phone).toBe('');
    expect(sent.email).toBe('');
    expect(toSubmittedInvoice(filled({ isInvoice: 0 })).unitName).toBe('');
  });
});
