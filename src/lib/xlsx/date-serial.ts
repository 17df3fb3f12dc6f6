const MS_PER_DAY = 86_400_000;
const SECONDS_PER_DAY = 86_400;
/** Day 0 of Excel's calendar, so that its serials count days as they are since 1900-03-01. */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);
/**
 * Excel counts a 29 February 1900 that never was, so its serials before 1900-03-01 name other
 * days than this count gives: such days are not written.
 */
const FIRST_TRUE_SERIAL = 61;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The serial of a calendar day, counted on the day's own digits (no time zone moves it). */
function daySerial(year: number, month: number, day: number): number | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const serial = (date.getTime() - EXCEL_DAY_ZERO) / MS_PER_DAY;
  return isDay && serial >= FIRST_TRUE_SERIAL ? serial : null;
}

/**
 * A day ('YYYY-MM-DD') or a time ('YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm') as Excel's date
 * serial: whole days since 1899-12-30, the time of day as the fraction; null when unreadable.
 */
export function dateSerial(kind: 'day' | 'time', text: string): number | null {
  const parts = (kind === 'day' ? DAY : TIME)
    .exec(text)
    ?.slice(1)
    .map((part) => Number(part ?? 0));
  if (!parts) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts;
  const serial = daySerial(year, month, day);
  if (serial === null || hours > 23 || minutes > 59 || seconds > 59) return null;
  return serial + (hours * 3600 + minutes * 60 + seconds) / SECONDS_PER_DAY;
}
