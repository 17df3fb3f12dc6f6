// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { useIntentKey } from '../use-intent-key';

const lost = new ApiError('network', '网络异常', null);
const refused = new ApiError('business', '余额不足', '30001');

describe('useIntentKey', () => {
  it('keeps the key after a lost answer and after success, renews it after a refusal', async () => {
    const { result } = renderHook(() => useIntentKey());
    const sent: string[] = [];
    const answer = (outcome: Error | 'ok') => (key: string) => {
      sent.push(key);
      return outcome === 'ok' ? Promise.resolve(key) : Promise.reject(outcome);
    };

    await expect(result.current.send(answer(lost))).rejects.toBe(lost);
    await expect(result.current.send(answer(refused))).rejects.toBe(refused);
    await expect(result.current.send(answer('ok'))).resolves.toBe(sent[2]);
    await result.current.send(answer('ok'));

    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(sent[3]).toBe(sent[2]);
  });

  it('is the same key until renewed, across renders', () => {
    const { result, rerender } = renderHook(() => useIntentKey());
    const first = result.current.current();
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });
});
