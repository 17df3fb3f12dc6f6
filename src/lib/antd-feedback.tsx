import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { commonCopy } from '@/copy';
import { setFeedback, type Feedback } from './feedback';

type AppApi = ReturnType<typeof App.useApp>;

export function createAntdFeedback({ message, modal }: AppApi): Feedback {
  return {
    toastError: (content) => void message.error(content),
    toastSuccess: (content) => void message.success(content),
    toastWarning: (content) => void message.warning(content),
    alert: ({ type, title, content, okText, onOk }) =>
      void modal[type]({ title, content, okText: okText ?? commonCopy.confirm, onOk }),
    confirm: ({ title, content, okText, cancelText, onOk, onCancel }) =>
      void modal.confirm({ title, content, okText, cancelText, onOk, onCancel }),
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
