import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import type { BankRechargeBody } from '@/features/checkout/api/checkout-schemas';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@tests/mock-backend';
import { useBankRecharge } from '../use-bank-recharge';
import { logInMember } from './test-session';

const body: BankRechargeBody = {
  bank: '中国银行',
  userName: '林晓雨',
  bankNo: '6217000012345678',
  rechargePrice: 10_000,
  rechargeTime: '2024-06-20 09:00:00',
  passTime: '',
  rechargeCertificate: '/uploads/voucher.png',
  type: 0,
  orderId: null,
  break: '',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useBankRecharge', () => {
  it('records exactly one recharge for a double click, then closes', async () => {
    await logInMember();
    const onDone = vi.fn();
    const { result } = renderHook(() => useBankRecharge(onDone), { wrapper });
    await act(async () => {
      await Promise.all([
        result.current.run(async () => body),
        result.current.run(async () => body),
      ]);
    });

    const recharges = mockApi.snapshot().recharges;
    expect(recharges).toHaveLength(1);
    expect(recharges[0]).toMatchObject({ rechargePrice: 10_000, auditStatus: 'AUDIT', userId: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('posts nothing when the check refuses, and stays open on a failure', async () => {
    await logInMember();
    const onDone = vi.fn();
    const { result } = renderHook(() => useBankRecharge(onDone), { wrapper });
    await act(() => result.current.run(async () => null));
    mockApi.failNext(rechargeEndpoints.bankRecharge, { network: true });
    await act(() => result.current.run(async () => body));

    expect(mockApi.snapshot().recharges).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });
});
