import { useMutation } from '@tanstack/react-query';
import { commonCopy } from '@/copy';
import type { BankRechargeBody } from '@/features/checkout/api/checkout-schemas';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { ApiError, apiClient } from '@/lib/api-client';
import { changesOfGroup } from '@/lib/endpoint-query';
import type { BankRechargeType } from '@/lib/enums/bank-recharge-type';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';

/** Checks the form and yields the request, or null when something must be fixed first. */
export type PrepareBankRecharge = () => Promise<BankRechargeBody | null>;

/**
 * One bank recharge per intent: while one is being checked or sent, further clicks are
 * dropped. Success shows 操作成功 and calls onDone with the recharge's type; a failure keeps
 * the form as typed. Whatever the outcome, the member's money and the orders (充值并支付 reserves
 * one) are refreshed wherever they are shown.
 */
export function useBankRecharge(onDone: (type: BankRechargeType) => void) {
  const recharge = useMutation({
    mutationFn: (body: BankRechargeBody) =>
      apiClient.call(rechargeEndpoints.bankRecharge, { body }),
    meta: { ...changesOfGroup(ordersEndpoints), topics: ['balance'] },
  });
  return useSingleFlight(async (prepare: PrepareBankRecharge) => {
    const body = await prepare();
    if (!body) return;
    try {
      await recharge.mutateAsync(body);
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
