import { describe, expect, it } from 'vitest';
import { ordersCopy } from '@/copy';
import { createInvoiceInformation } from '@/features/invoice/utils/invoice-rules';
import type { OrderInvoice } from '../../api/orders-schemas';
import { toAfterSaleBody } from '../after-sale-form';
import { initialInvoiceApply, invoiceApplyProblem } from '../invoice-apply';

describe('invoice request', () => {
  const blank = createInvoiceInformation('me@example.com');

  it('starts from the refused request, or a new invoice to be issued', () => {
    const refused: OrderInvoice = {
      orderId: 5,
      invoiceAudit: 2,
      invoiceInformation: { ...blank, isInvoice: 1, userName: '林晓雨' },
      refuseReason: '抬头有误',
    };
    expect(initialInvoiceApply(refused, '')).toMatchObject({ isInvoice: 1, userName: '林晓雨' });
    expect(initialInvoiceApply(undefined, 'me@example.com')).toEqual({ ...blank, isInvoice: 1 });
  });

  it('needs 开发票 and the title of the chosen title type', () => {
    expect(invoiceApplyProblem(blank)).toBe(ordersCopy.chooseInvoice);
    expect(invoiceApplyProblem({ ...blank, isInvoice: 1, userName: '  ' })).toBe(
      ordersCopy.invoiceTitleMissing,
    );
    expect(invoiceApplyProblem({ ...blank, isInvoice: 1, userName: '林晓雨' })).toBeNull();
    expect(
      invoiceApplyProblem({ ...blank, isInvoice: 1, invoiceUserType: 1, userName: '林晓雨' }),
    ).toBe(ordersCopy.invoiceTitleMissing);
  });
});

describe('toAfterSaleBody', () => {
  it('trims the texts and sends an empty description when none was given', () => {
    expect(toAfterSaleBody(7, { afterType: 1, reason: ' 破损 ' })).toEqual({
      orderId: 7,
      afterType: 1,
      reason: '破损',
      description: '',
    });
  });
});
