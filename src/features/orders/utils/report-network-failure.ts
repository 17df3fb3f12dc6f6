import { reportUnshownError } from '@/lib/report-unshown-error';

/**
 * For a query: shows 服务器异常 when the call never got an answer (the API client shows every
 * other failure itself) and fails the query all the same.
 */
export async function reportingNetworkFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    reportUnshownError(error);
    throw error;
  }
}
