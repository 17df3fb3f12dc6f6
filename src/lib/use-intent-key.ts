import { useMemo, useRef } from 'react';
import { isRefusal } from './api-error';
import { newIdempotencyKey } from './idempotency-key';

export interface IntentKey {
  /** The intent's key, made on first use: the same on every resend until renewed. */
  current(): string;
  /** The intent is over (done, refused, or its values changed): the next send is a new one. */
  renew(): void;
  /**
   * Sends with the intent's key: kept after success (a second click is the same intent) and
   * after a lost answer (the resend), renewed after a refusal (the corrected form is a new
   * intent).
   */
  send<T>(attempt: (key: string) => Promise<T>): Promise<T>;
}

/** One Idempotency-Key per intent of the member's, for a call declared `idempotent`. */
export function useIntentKey(): IntentKey {
  const key = useRef<string | null>(null);
  return useMemo<IntentKey>(() => {
    const current = () => (key.current ??= newIdempotencyKey());
    const renew = () => {
      key.current = null;
    };
    return {
      current,
      renew,
      async send(attempt) {
        try {
          return await attempt(current());
        } catch (error) {
          if (isRefusal(error)) renew();
          throw error;
        }
      },
    };
  }, []);
}
