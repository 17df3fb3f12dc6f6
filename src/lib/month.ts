/** A YYYY-MM month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether text is a YYYY-MM month. */
export const isMonth = (raw: string): boolean => MONTH_PATTERN.test(raw);
