import { create } from 'zustand';

/**
 * How a recharge dialog ended: a bank transfer 充值并支付 reserved the order; an online top-up
 * reached the balance; a bank transfer 仅充值 was submitted for audit.
 */
export type RechargeOutcome = 'reserved' | 'credited' | 'submitted';

/** What the recharge dialog is asked to settle: an order's shortfall, or a plain top-up. */
export interface RechargeRequest {
  orderId?: number;
  amountFen?: number;
  message?: string;
  /** Told how the dialog ended, before it closes (the order dialog moves on with it). */
  onSettled?(outcome: RechargeOutcome): void;
}

/** What the order-confirmation dialog is asked to do: order cart rows or one stock, or pay an order. */
export type CheckoutRequest =
  | { kind: 'cart'; cartIds: number[] }
  | { kind: 'single'; goodId: number; goodStockId: number; num: number }
  | { kind: 'order'; orderId: number };

interface UiState {
  checkout: CheckoutRequest | null;
  openCheckout(request: CheckoutRequest): void;
  closeCheckout(): void;
  recharge: RechargeRequest | null;
  openRecharge(request: RechargeRequest): void;
  closeRecharge(): void;
  connectRequested: boolean;
  requestConnect(): void;
  /** The home page has opened the connect flow the request asked for. */
  clearConnectRequest(): void;
  categoryOpen: boolean;
  setCategoryOpen(open: boolean): void;
  /** Back to no open dialog, drawer or request: a session's UI state ends with it. */
  resetForSession(): void;
}

const SESSION_UI = {
  checkout: null,
  recharge: null,
  connectRequested: false,
  categoryOpen: false,
} as const;

export const useUiStore = create<UiState>()((set) => ({
  checkout: null,
  openCheckout: (request) => set({ checkout: request }),
  closeCheckout: () => set({ checkout: null }),
  recharge: null,
  openRecharge: (request) => set({ recharge: request }),
  closeRecharge: () => set({ recharge: null }),
  connectRequested: false,
  requestConnect: () => set({ connectRequested: true }),
  clearConnectRequest: () => set({ connectRequested: false }),
  categoryOpen: false,
  setCategoryOpen: (open) => set({ categoryOpen: open }),
  resetForSession: () => set(SESSION_UI),
}));
