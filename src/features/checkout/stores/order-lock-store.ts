import { create } from 'zustand';

export type OrderLockPhase = 'creating' | 'paying' | 'cancelling';

interface OrderLockState {
  /** What is in flight, or null when nothing is. */
  phase: OrderLockPhase | null;
}

/**
 * The order lock (SPEC section 4): one order creation, payment or cancellation at a time,
 * whatever the clicks, Enter repeats or slow answers. Taking it is synchronous, so a second
 * click in the same tick already finds it held.
 */
export const useOrderLock = create<OrderLockState>()(() => ({ phase: null }));

/**
 * Runs the step while holding the lock; when the lock is held already the step is dropped.
 * The lock is released however the step ends.
 */
export async function runLocked(phase: OrderLockPhase, step: () => Promise<void>): Promise<void> {
  if (useOrderLock.getState().phase !== null) return;
  useOrderLock.setState({ phase });
  try {
    await step();
  } finally {
    useOrderLock.setState({ phase: null });
  }
}

/** Lets go of the lock when a session ends: nothing of the last member's purchase carries over. */
export const resetOrderLock = (): void => useOrderLock.setState({ phase: null });
