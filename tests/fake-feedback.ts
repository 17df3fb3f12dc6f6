import { vi, type Mock } from 'vitest';
import type { Feedback } from '@/lib/feedback';

export type FakeFeedback = { [K in keyof Feedback]: Mock<Feedback[K]> };

/** A feedback whose every toast and dialog is a spy; connect it with setFeedback. */
export const fakeFeedback = (): FakeFeedback => ({
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
  toastWarning: vi.fn(),
  alert: vi.fn(),
  confirm: vi.fn(),
  closeDialogs: vi.fn(),
});
