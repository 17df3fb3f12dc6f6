import { create } from 'zustand';

/** What the recharge dialog is asked to settle: an order's shortfall, or a plain top-up. */
export interface RechargeRequest {
  orderId?: number;
  amountFen?: number;
  message?: string;
}

interface UiState {
  recharge: RechargeRequest | null;
  openRecharge(request: RechargeRequest): void;
  closeRecharge(): void;
  connectRequested: boolean;
  requestConnect(): void;
  categoryOpen: boolean;
  setCategoryOpen(open: boolean): void;
}

export const useUiStore = create<UiState>()((set) => ({
  recharge: null,
  openRecharge: (request) => set({ recharge: request }),
  closeRecharge: () => set({ recharge: null }),
  connectRequested: false,
  requestConnect: () => set({ connectRequested: true }),
  categoryOpen: false,
  setCategoryOpen: (open) => set({ categoryOpen: open }),
}));
