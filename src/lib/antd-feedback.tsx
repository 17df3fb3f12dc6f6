import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { commonCopy } from '@/copy';
import { setFeedback, type Feedback } from './feedback';

type AppApi = ReturnType<typeof App.useApp>;
type DialogHandle = ReturnType<AppApi['modal']['confirm']>;

/**
 * antd's message and modal behind the Feedback bridge. A toast is keyed by its text, so a burst
 * of the same failure shows one toast; a dialog with a key is shown once while it is open; and
 * every open dialog can be closed at once when the member leaves the page or the session.
 */
export function createAntdFeedback({ message, modal }: AppApi): Feedback {
  const open = new Map<string, DialogHandle>();
  let anonymous = 0;

  const show = (key: string | undefined, openDialog: (afterClose: () => void) => DialogHandle) => {
    if (key !== undefined && open.has(key)) return;
    anonymous += 1;
    const slot = key ?? `dialog-${anonymous}`;
    open.set(
      slot,
      openDialog(() => open.delete(slot)),
    );
  };

  return {
    toastError: (content) => void message.error({ content, key: content }),
    toastSuccess: (content) => void message.success({ content, key: content }),
    toastWarning: (content) => void message.warning({ content, key: content }),
    alert: ({ key, type, title, content, okText, onOk }) =>
      show(key, (afterClose) =>
        modal[type]({ title, content, okText: okText ?? commonCopy.confirm, onOk, afterClose }),
      ),
    confirm: ({ key, title, content, okText, cancelText, onOk, onCancel }) =>
      show(key, (afterClose) =>
        modal.confirm({ title, content, okText, cancelText, onOk, onCancel, afterClose }),
      ),
    closeDialogs: () => {
      for (const dialog of open.values()) dialog.destroy();
      open.clear();
    },
  };
}

/** Connects the API client's feedback to antd's App context; render it inside <App>. */
export function AntdFeedbackBridge() {
  const app = App.useApp();
  useLayoutEffect(() => {
    setFeedback(createAntdFeedback(app));
    return () => setFeedback(null);
  }, [app]);
  return null;
}
