import type { ReactNode } from 'react';

/**
 * What paying a consultation needs of the rest of the app, given by the app layer: the
 * member's balance to show, and the recharge dialog for a fee the balance does not cover.
 */
export interface PaymentHost {
  /** The member's balance, shown in the pay step. */
  balance: ReactNode;
  /** 30232: asks for a top-up of what the balance lacks for the fee (fen). */
  onInsufficientBalance(message: string, fee: number): void;
}
