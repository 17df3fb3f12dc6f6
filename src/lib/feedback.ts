/**
 * A bridge to antd's App-scoped message and modal APIs, so that code outside React (the API
 * client, the error table) can show toasts and dialogs with the app's theme and locale.
 * The antd side loads after first paint; what is shown before it connects waits in a queue.
 */
export interface AlertOptions {
  /** While a dialog with this key is open, another one with it is not shown. */
  key?: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  content: string;
  okText?: string;
  onOk?: () => void;
}

export interface ConfirmOptions {
  /** While a dialog with this key is open, another one with it is not shown. */
  key?: string;
  title?: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk?: () => void | Promise<void>;
  onCancel?: () => void;
}

export interface Feedback {
  toastError(content: string): void;
  toastSuccess(content: string): void;
  toastWarning(content: string): void;
  alert(options: AlertOptions): void;
  confirm(options: ConfirmOptions): void;
  /** Closes every dialog shown through this bridge (on leaving a page or a session). */
  closeDialogs(): void;
}

const MAX_QUEUED = 20;
let current: Feedback | null = null;
let queued: ((feedback: Feedback) => void)[] = [];

function enqueue(show: (feedback: Feedback) => void) {
  queued = [...queued, show].slice(-MAX_QUEUED);
}

const queueingFeedback: Feedback = {
  toastError: (content) => enqueue((feedback) => feedback.toastError(content)),
  toastSuccess: (content) => enqueue((feedback) => feedback.toastSuccess(content)),
  toastWarning: (content) => enqueue((feedback) => feedback.toastWarning(content)),
  alert: (options) => enqueue((feedback) => feedback.alert(options)),
  confirm: (options) => enqueue((feedback) => feedback.confirm(options)),
  closeDialogs: () => {
    queued = [];
  },
};

/** Connects (or, with null, disconnects and forgets the queue of) the real feedback. */
export function setFeedback(next: Feedback | null): void {
  current = next;
  const waiting = queued;
  queued = [];
  if (next) for (const show of waiting) show(next);
}

export function getFeedback(): Feedback {
  return current ?? queueingFeedback;
}
