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

/** A quantity of one stock of a good, as cart rows and order lines carry it. */
export interface StockLine {
  goodId: number;
  goodName: string;
  goodImg: string;
  goodStockId: number;
  goodStockName: string;
  /** Unit price in fen. */
  price: number;
  num: number;
}

/** Replaces `:name` segments of a path pattern with encoded values. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
