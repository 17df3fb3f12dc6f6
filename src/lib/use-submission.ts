import { commonCopy } from '@/copy';
import { getFeedback } from './feedback';
import { reportUnshownError } from './report-unshown-error';
import { useSingleFlight } from './use-single-flight';

/**
 * What a form sends: the request, or null when a check of the form's own refused before
 * anything was sent (the form says why).
 */
export type Send<Args extends unknown[]> = (...args: Args) => Promise<unknown> | null;

/**
 * A form's submission, one at a time (a double click or Enter pressed again sends once):
 * 操作成功 and `onDone` once the server has it; on a failure the form stays as it was, and a
 * failure the API client did not show is shown.
 */
export function useSubmission<Args extends unknown[]>(send: Send<Args>, onDone: () => void) {
  return useSingleFlight(async (...args: Args) => {
    const sending = send(...args);
    if (sending === null) return;
    try {
      await sending;
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    getFeedback().toastSuccess(commonCopy.operationSuccess);
    onDone();
  });
}
