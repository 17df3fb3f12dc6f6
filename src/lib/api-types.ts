/** The envelope every answer of the provider's API comes in (SPEC section 3). */
export interface Envelope<T> {
  resultStatus: boolean;
  resultData: T;
  errorMessage: string | null;
  errorCode: string | null;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** Replaces `:name` segments of a path pattern with encoded values. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
