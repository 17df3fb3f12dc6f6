import type { ReactNode } from 'react';
import { dayOfTime } from '@/utils/date-format';
import './simple-list.css';

export interface SimpleListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  /** The row's main content; `index` is the row's place in `items`. */
  children: (item: T, index: number) => ReactNode;
  /** Beside the content, at the end of the row (a date, a tag, buttons). */
  extra?: (item: T) => ReactNode;
  size?: 'default' | 'small';
  bordered?: boolean;
  className?: string;
}

/**
 * A plain list of rows: a semantic ul/li with a main part and an optional end part. It takes
 * the place of antd's List (deprecated in antd 6) for the short, unvirtualised lists here.
 */
export function SimpleList<T>({
  items,
  rowKey,
  children,
  extra,
  size = 'default',
  bordered = false,
  className,
}: SimpleListProps<T>) {
  const classes = [
    'simple-list',
    `simple-list--${size}`,
    bordered && 'simple-list--bordered',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={classes}>
      {items.map((item, index) => (
        <li key={rowKey(item)} className="simple-list__item">
          <div className="simple-list__main">{children(item, index)}</div>
          {extra && <div className="simple-list__extra">{extra(item)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** A day of a 'YYYY-MM-DD HH:mm:ss' time, or nothing when the server sent none. */
export function DayOf({ time }: { time: string }) {
  if (!time) return null;
  return <time dateTime={time}>{dayOfTime(time)}</time>;
}
