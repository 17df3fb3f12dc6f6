/**
 * A bridge to antd's App-scoped message and modal APIs, so that code outside React (the API
 * client, the error table) can show toasts and dialogs with the app's theme and locale.
 * The antd side loads when first needed; what is shown before it connects waits in a queue.
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

interface Waiting {
  show: (feedback: Feedback) => void;
  dialog: boolean;
}

let current: Feedback | null = null;
let queued: Waiting[] = [];
let onWaiting: (() => void) | null = null;

function enqueue(waiting: Waiting) {
  queued = [...queued, waiting].slice(-MAX_QUEUED);
  onWaiting?.();
}

const toast = (show: Waiting['show']) => enqueue({ show, dialog: false });
const dialog = (show: Waiting['show']) => enqueue({ show, dialog: true });

/** Calls `listener` whenever something waits to be shown and nothing shows it yet. */
export function whenFeedbackWaits(listener: (() => void) | null): void {
  onWaiting = listener;
  if (queued.length) onWaiting?.();
}

const queueingFeedback: Feedback = {
  toastError: (content) => toast((feedback) => feedback.toastError(content)),
  toastSuccess: (content) => toast((feedback) => feedback.toastSuccess(content)),
  toastWarning: (content) => toast((feedback) => feedback.toastWarning(content)),
  alert: (options) => dialog((feedback) => feedback.alert(options)),
  confirm: (options) => dialog((feedback) => feedback.confirm(options)),
  // as on screen: the dialogs go, the toasts stay
  closeDialogs: () => {
    queued = queued.filter((waiting) => !waiting.dialog);
  },
};

/** Connects (or, with null, disconnects and forgets the queue of) the real feedback. */
export function setFeedback(next: Feedback | null): void {
  current = next;
  const waiting = queued;
  queued = [];
  if (next) for (const { show } of waiting) show(next);
}

export function getFeedback(): Feedback {
  return current ?? queueingFeedback;
}
