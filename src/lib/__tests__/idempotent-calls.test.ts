import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { apiClient, type CallArgs } from '../api-client';
import { endpoint, SPEC, type IdempotentEndpoint, type IsIdempotent } from '../endpoint';
import { endpointGroup } from '../endpoint-group';
import { noAnswer } from '../schema';

/**
 * What tsc holds a call to (`npm run typecheck` checks this file; the calls are never run): a
 * call of an endpoint declared `idempotent: true` does not compile without its key.
 */
const payment = endpointGroup('payment', {
  pay: endpoint({
    method: 'POST',
    path: 'v1/front/pay',
    body: v.object({ orderId: v.number() }),
    answer: noAnswer,
    idempotent: true,
    from: SPEC,
  }),
  confirm: endpoint({
    method: 'POST',
    path: 'v1/front/confirm',
    answer: noAnswer,
    idempotent: true,
    from: SPEC,
  }),
  receipt: endpoint({
    method: 'POST',
    path: 'v1/front/receipt',
    body: v.object({ orderId: v.number() }),
    answer: noAnswer,
    from: SPEC,
  }),
});

/** A declaration spread from another one keeps its idempotence, not taking it on. */
const receiptAgain = endpoint({ ...payment.receipt, path: 'v1/front/receipt/again' });

describe('a call of an idempotent endpoint', () => {
  it('compiles with its key', () => {
    expectTypeOf(() => [
      apiClient.call(payment.pay, { body: { orderId: 1 }, idempotencyKey: 'intent-1' }),
      apiClient.call(payment.confirm, { idempotencyKey: 'intent-2' }),
    ]).toBeFunction();
  });

  it('does not compile without it', () => {
    expectTypeOf(() => [
      // @ts-expect-error the key is missing
      apiClient.call(payment.pay, { body: { orderId: 1 } }),
      // @ts-expect-error nor may the input be left out when the key is all it sends
      apiClient.call(payment.confirm),
      // @ts-expect-error a key that may be undefined is no key
      apiClient.call(payment.pay, { body: { orderId: 1 }, idempotencyKey: undefined }),
    ]).toBeFunction();
  });

  it('is told from the others by its declaration, through endpointGroup and a spread', () => {
    expectTypeOf<IsIdempotent<typeof payment.pay>>().toEqualTypeOf<true>();
    expectTypeOf<IsIdempotent<typeof payment.receipt>>().toEqualTypeOf<false>();
    expectTypeOf(receiptAgain).not.toExtend<IdempotentEndpoint>();
    expectTypeOf<CallArgs<typeof payment.confirm>>().toEqualTypeOf<
      [input: CallArgs<typeof payment.confirm>[0]]
    >();
  });

  it('of another endpoint may still send a key, or none', () => {
    expectTypeOf(() => [
      apiClient.call(payment.receipt, { body: { orderId: 1 } }),
      apiClient.call(payment.receipt, { body: { orderId: 1 }, idempotencyKey: 'intent-3' }),
    ]).toBeFunction();
  });
});
