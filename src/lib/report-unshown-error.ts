import { commonCopy } from '@/copy';
import { ApiError } from './api-error';
import { getFeedback } from '@/lib/feedback';

/**
 * The API client has already shown business and HTTP failures and drops answers of an ended
 * session; a transport failure or an answer the app cannot use reaches the form unseen, so
 * it is shown here.
 * Anything that is not an ApiError is a bug and is thrown on.
 */
export function reportUnshownError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.kind === 'network') getFeedback().toastError(commonCopy.serverException);
  if (error.kind === 'parse') getFeedback().toastError(error.message);
}
