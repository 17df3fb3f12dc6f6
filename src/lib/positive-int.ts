/** A URL value as a positive integer, or undefined when absent or malformed. */
export function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
}
