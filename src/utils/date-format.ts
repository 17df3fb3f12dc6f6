import dayjs, { type Dayjs } from 'dayjs';

/**
 * The app's one way of writing a day and a time, which is also how the API writes them: a time
 * the server sent reads the same as one the app writes. Every date picker, formatter and day
 * filter takes its format from here.
 */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A month: a statement period, a business month. */
export const MONTH_FORMAT = 'YYYY-MM';

/**
 * A service record's time, which the API takes to the minute (docs/api.md): its picker picks no
 * seconds, and the record shows the time as the server keeps it.
 */
export const CLOCK_MINUTE_FORMAT = 'HH:mm';
export const MINUTE_FORMAT = `${DAY_FORMAT} ${CLOCK_MINUTE_FORMAT}`;

/** The day of a moment, in local time: 2024-06-05. */
export const dayOf = (moment: Date | Dayjs): string => dayjs(moment).format(DAY_FORMAT);

/** The month of a moment, in local time: 2024-06. */
export const monthOf = (moment: Date | Dayjs): string => dayjs(moment).format(MONTH_FORMAT);

/** A moment to the second, in local time: 2024-06-05 09:30:00. */
export const timeOf = (moment: Date | Dayjs | string): string => dayjs(moment).format(TIME_FORMAT);

/** The day of a time as the API writes it ('2024-06-05 09:30:00' is 2024-06-05); '' for none. */
export const dayOfTime = (time: string): string => time.slice(0, DAY_FORMAT.length);
