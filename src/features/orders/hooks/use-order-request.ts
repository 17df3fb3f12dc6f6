import { commonCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * One request of an order dialog, once at a time: 操作成功 and `onDone` when it is accepted;
 * when it fails the dialog stays as it was, and only a transport failure needs showing.
 */
export function useOrderRequest<Args extends unknown[]>(
  send: (...args: Args) => Promise<unknown>,
  onDone: () => void,
) {
  return useSingleFlight(async (...args: Args) => {
    try {
      await send(...args);
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    getFeedback().toastSuccess(commonCopy.operationSuccess);
    onDone();
  });
}
