/** A deep copy through JSON, i.e. exactly what would survive storage or page.evaluate. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
