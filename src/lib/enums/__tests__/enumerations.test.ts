import { describe, expect, it } from 'vitest';
import * as afterSaleType from '../after-sale-type';
import * as applyStatus from '../apply-status';
import * as auditStatus from '../audit-status';
import * as authPurpose from '../auth-purpose';
import * as bankRechargeType from '../bank-recharge-type';
import * as batch from '../batch';
import * as billType from '../bill-type';
import * as consultation from '../consultation';
import * as cooperationStep from '../cooperation-step';
import type { Enumeration } from '../define-enumeration';
import * as designed from '../designed';
import * as distribution from '../distribution';
import * as division from '../division';
import * as enquiryCategory from '../enquiry-category';
import * as goodSort from '../good-sort';
import * as guaranteeStatus from '../guarantee-status';
import * as interruptStatus from '../interrupt-status';
import * as invoice from '../invoice';
import * as invoiceAudit from '../invoice-audit';
import * as logisticsTask from '../logistics-task';
import * as moneyDirection from '../money-direction';
import * as orderStatus from '../order-status';
import * as rechargeMethod from '../recharge-method';
import * as requestKind from '../request-kind';
import * as sellType from '../sell-type';
import * as serviceOrderKind from '../service-order-kind';
import * as sex from '../sex';
import * as staff from '../staff';
import * as standing from '../standing';
import * as stockDirection from '../stock-direction';
import * as systemLogType from '../system-log-type';
import * as team from '../team';
import { TONES } from '../tone';

type AnyEnumeration = Enumeration<string | number>;

const isEnumeration = (value: unknown): value is AnyEnumeration =>
  typeof value === 'object' && value !== null && 'values' in value && 'tone' in value;

/** Every enumeration table the modules export, by its exported name. */
const ENUMERATIONS = [
  afterSaleType,
  applyStatus,
  auditStatus,
  authPurpose,
  bankRechargeType,
  batch,
  billType,
  consultation,
  cooperationStep,
  designed,
  distribution,
  division,
  enquiryCategory,
  goodSort,
  guaranteeStatus,
  interruptStatus,
  invoice,
  invoiceAudit,
  logisticsTask,
  moneyDirection,
  orderStatus,
  rechargeMethod,
  requestKind,
  sellType,
  serviceOrderKind,
  sex,
  staff,
  standing,
  stockDirection,
  systemLogType,
  team,
].flatMap((module) =>
  Object.entries(module).filter((entry): entry is [string, AnyEnumeration] =>
    isEnumeration(entry[1]),
  ),
);

/** SPEC section 3's enumerations and their values, as the tables must hold them. */
const SPEC_VALUES: Record<string, readonly (string | number)[]> = {
  orderStatus: [
    'WAIT',
    'PAYMENT',
    'CANCEL',
    'SEND',
    'START',
    'SIGN',
    'FINISH',
    'REJECTION',
    'AFTER',
    'RETURN',
  ],
  auditStatus: ['UNDEFINED', 'PASS', 'REFUSE', 'AUDIT', 'RECALL'],
  batchStatus: [0, 1, 2, 3],
  batchType: [0, 1, 2],
  guaranteeStatus: [0, 1, 2, 3],
  applyStatus: [0, 1, 2],
  interruptStatus: [0, 1, 2, 3, 4],
  distributionStatus: [0, 1, 2, 3, 4],
  invoiceAudit: [0, 1, 2],
  distributionGear: [6, 5, 4, 3, 2, 1],
  sellType: ['NULL', 'FULL', 'DISCOUNT', 'COUPON'],
  cooperationStep: Array.from({ length: 18 }, (_, index) => index - 1),
};

describe('enumeration tables', () => {
  it('hold every enumeration of SPEC section 3 with exactly its values', () => {
    const tables = Object.fromEntries(ENUMERATIONS);
    for (const [name, values] of Object.entries(SPEC_VALUES)) {
      expect(tables[name]?.values, name).toEqual(values);
    }
  });

  describe.each(ENUMERATIONS)('%s', (_, enumeration) => {
    it('gives every value one Chinese label, no two alike, and one tone', () => {
      const labels = enumeration.values.map((value) => enumeration.label(value));
      expect(new Set(labels).size).toBe(enumeration.values.length);
      for (const label of labels) expect(label).toMatch(/[\u4e00-\u9fa5]/);
      for (const value of enumeration.values) expect(TONES).toContain(enumeration.tone(value));
    });

    it('offers each value once, labelled, in the order of the table', () => {
      expect(enumeration.options).toEqual(
        enumeration.values.map((value) => ({ value, label: enumeration.label(value) })),
      );
    });

    it('offers some of its values, labelled, in the order asked', () => {
      const some = [...enumeration.values].reverse().slice(0, 2);
      expect(enumeration.optionsOf(some)).toEqual(
        some.map((value) => ({ value, label: enumeration.label(value) })),
      );
      expect(enumeration.optionsOf([])).toEqual([]);
    });

    it('reads each value from its text (URL or answer) and nothing else', () => {
      for (const value of enumeration.values) {
        expect(enumeration.read(String(value))).toBe(value);
        expect(enumeration.read(value)).toBe(value);
      }
      expect(enumeration.read('UNKNOWN_VALUE')).toBeUndefined();
      expect(enumeration.read('99')).toBeUndefined();
      expect(enumeration.read('')).toBeUndefined();
      expect(enumeration.read(null)).toBeUndefined();
      expect(enumeration.read(undefined)).toBeUndefined();
    });
  });
});

describe('tones that say the same thing', () => {
  it('give the statuses an order passes through on its way out one tone', () => {
    const { orderStatus: order } = orderStatus;
    expect(new Set((['PAYMENT', 'SEND', 'START', 'SIGN'] as const).map(order.tone))).toEqual(
      new Set(['progress']),
    );
    expect(order.tone('FINISH')).toBe('success');
    expect(order.tone('REJECTION')).toBe('error');
  });
});
