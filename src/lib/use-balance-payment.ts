import { useState } from 'react';
import { ApiError } from './api-error';
import { INSUFFICIENT_BALANCE_ON_PAYMENT, isSessionFailure } from './api-errors';
import { useIntentKey } from './use-intent-key';
import { reportUnshownError } from './report-unshown-error';
import { useSingleFlight } from './use-single-flight';

/**
 * What is known of a payment whose answer was lost: being asked of the server, or still
 * unknown because the server could not be asked either.
 */
export type PaymentCheck = 'checking' | 'unknown' | null;

/** How a payment from the balance ended, for the screen to act on. */
export interface BalancePaymentOutcomes {
  onPaid(): void;
  /** 30232: the balance does not cover the amount. */
  onInsufficientBalance(message: string): void;
  /** Any other refusal, with the server's reason. */
  onFailed(reason: string): void;
}

export interface BalancePaymentOptions<State> extends BalancePaymentOutcomes {
  /** Sends the payment under the intent's key. */
  send(idempotencyKey: string): Promise<unknown>;
  /** Asks the server for the state of what is paid, after an answer was lost. */
  askState(): Promise<State>;
  /** What the state learnt says: paid, no longer payable, or not paid (a new intent). */
  onState(state: State): void;
  /**
   * Runs one attempt while nothing else of the purchase is in flight (the order lock); the
   * payment's own single flight is enough otherwise.
   */
  exclusive?(attempt: () => Promise<void>): Promise<void>;
}

const answerWasLost = (error: unknown) => error instanceof ApiError && error.kind === 'network';

const runNow = (attempt: () => Promise<void>) => attempt();

/**
 * 余额支付 of one thing (an order, a consultation), one attempt at a time. Every retry of the
 * intent carries the same idempotency key, so the server takes the money once; an answer that
 * is lost is never followed by a blind resend: the state is asked instead (`check` says so
 * meanwhile), and when the server cannot be asked either the outcome stays unknown until
 * `checkAgain`. Once the outcome is known the next 余额支付 is a new intent with a new key.
 */
export function useBalancePayment<State>({
  send,
  askState,
  onState,
  onPaid,
  onInsufficientBalance,
  onFailed,
  exclusive = runNow,
}: BalancePaymentOptions<State>) {
  const intent = useIntentKey();
  const [check, setCheck] = useState<PaymentCheck>(null);
  const flight = useSingleFlight((attempt: () => Promise<void>) => exclusive(attempt));

  const settleFromServer = async () => {
    setCheck('checking');
    let state: State;
    try {
      state = await askState();
    } catch {
      setCheck('unknown');
      return;
    }
    setCheck(null);
    intent.renew();
    onState(state);
  };

  const attempt = async () => {
    try {
      await send(intent.current());
    } catch (error) {
      if (answerWasLost(error)) {
        await settleFromServer();
        return;
      }
      intent.renew();
      if (!(error instanceof ApiError) || error.kind !== 'business') {
        reportUnshownError(error);
        return;
      }
      // the client has ended the session and is on its way to /login
      if (isSessionFailure(error.code)) return;
      if (error.code === INSUFFICIENT_BALANCE_ON_PAYMENT) onInsufficientBalance(error.message);
      else onFailed(error.message);
      return;
    }
    intent.renew();
    onPaid();
  };

  return {
    pay: () => flight.run(attempt),
    checkAgain: () => flight.run(settleFromServer),
    check,
    paying: flight.pending,
  };
}
