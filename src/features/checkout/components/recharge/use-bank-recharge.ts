import { commonCopy } from '@/copy';
import { addBankRecharge } from '@/features/checkout/api/recharge-api';
import type { BankRechargeBody, BankRechargeType } from '@/features/checkout/api/recharge-types';
import { ApiError } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';

/** Checks the form and yields the request, or null when something must be fixed first. */
export type PrepareBankRecharge = () => Promise<BankRechargeBody | null>;

/**
 * One bank recharge per intent: while one is being checked or sent, further clicks are
 * dropped. Success shows 操作成功 and calls onDone with the recharge's type; a failure keeps
 * the form as typed.
 */
export function useBankRecharge(onDone: (type: BankRechargeType) => void) {
  return useSingleFlight(async (prepare: PrepareBankRecharge) => {
    const body = await prepare();
    if (!body) return;
    try {
      await addBankRecharge(body);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastError(commonCopy.serverException);
      }
      return;
    }
    getFeedback().toastSuccess(commonCopy.operationSuccess);
    onDone(body.type);
  });
}
