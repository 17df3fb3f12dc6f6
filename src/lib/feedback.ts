/**
 * A bridge to antd's App-scoped message and modal APIs, so that code outside React (the API
 * client, the error table) can show toasts and dialogs with the app's theme and locale.
 */
export interface AlertOptions {
  type: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  content: string;
  okText?: string;
  onOk?: () => void;
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk?: () => void;
  onCancel?: () => void;
}

export interface Feedback {
  toastError(content: string): void;
  toastSuccess(content: string): void;
  toastWarning(content: string): void;
  alert(options: AlertOptions): void;
  confirm(options: ConfirmOptions): void;
}

const silentFeedback: Feedback = {
  toastError: () => {},
  toastSuccess: () => {},
  toastWarning: () => {},
  alert: () => {},
  confirm: () => {},
};

let current: Feedback = silentFeedback;

export function setFeedback(next: Feedback | null): void {
  current = next ?? silentFeedback;
}

export function getFeedback(): Feedback {
  return current;
}
