/** Days YYYY-MM-DD, both included; null leaves that end open. */
export interface DayRange {
  startTime: string | null;
  endTime: string | null;
}

/** Whether a YYYY-MM-DD HH:mm:ss time falls on a day of the range. */
export function inDayRange(time: string, { startTime, endTime }: DayRange): boolean {
  const day = time.slice(0, 10);
  return (startTime === null || day >= startTime) && (endTime === null || day <= endTime);
}
