import { App } from 'antd';
import { AntdFeedbackBridge } from '@/lib/antd-feedback';

/** Hosts antd's toasts and dialogs; loaded after first paint to keep /login light. */
function FeedbackHost() {
  return (
    <App component={false}>
      <AntdFeedbackBridge />
    </App>
  );
}

export { FeedbackHost as Component };
