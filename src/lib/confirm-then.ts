import { commonCopy } from '@/copy';
import { getFeedback } from './feedback';
import { reportUnshownError } from './report-unshown-error';

/**
 * 提示 with 确定 and 取消; 确定 runs the action. A failed action is reported and the question
 * closes, as there is nothing typed to keep.
 */
export function confirmThen(content: string, action: () => unknown): void {
  getFeedback().confirm({
    title: commonCopy.tip,
    content,
    okText: commonCopy.confirm,
    cancelText: commonCopy.cancel,
    onOk: async () => {
      try {
        await action();
      } catch (error) {
        reportUnshownError(error);
      }
    },
  });
}
