import { commonCopy } from '@/copy';
import { getFeedback } from './feedback';
import { reportUnshownError } from './report-unshown-error';

/**
 * A dialog's save: 操作成功 and the dialog closes once the server has it; on a failure it
 * stays open with what was typed, and a failure the API client did not show is shown.
 */
export async function saveThenClose(save: () => Promise<unknown>, close: () => void) {
  try {
    await save();
  } catch (error) {
    reportUnshownError(error);
    return;
  }
  getFeedback().toastSuccess(commonCopy.operationSuccess);
  close();
}
