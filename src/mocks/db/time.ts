const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** YYYY-MM-DD HH:mm:ss in local time, as the API writes times. */
export function formatTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** YYYYMMDD in local time, as in pay codes. */
export const compactDay = (date: Date): string =>
  `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;

/**
 * A YYYY-MM-DD HH:mm:ss time moved by some minutes. The text is read and written as UTC so
 * that the result never depends on the machine's time zone (fixed seed times stay fixed).
 */
export function shiftTime(time: string, minutes: number): string {
  const [date, clock] = time.split(' ');
  const moved = new Date(Date.parse(`${date}T${clock}Z`) + minutes * 60_000);
  return moved.toISOString().slice(0, 19).replace('T', ' ');
}

/** A YYYY-MM-DD day moved by some days (read as UTC, like shiftTime). */
export const shiftDay = (day: string, days: number): string =>
  shiftTime(`${day} 00:00:00`, days * 24 * 60).slice(0, 10);
