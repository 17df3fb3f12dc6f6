import { SearchOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { TICKER_MAX_ITEMS } from '@/config/constants';
import { hrefs } from '@/config/paths';
import { navCopy } from '@/copy';
import './announcement-ticker.css';

export interface TickerItem {
  newId: number;
  newTitle: string;
}

export interface AnnouncementTickerProps {
  /** Latest first; only the first TICKER_MAX_ITEMS are shown. */
  items: readonly TickerItem[];
  showSearch?: boolean;
  /** The keyword the search box shows; it shows it again whenever it changes (the URL's). */
  keyword?: string;
  onSearch?: (keyword: string) => void;
}

/** Seconds per title character, so long and short strips move at about the same speed. */
const SECONDS_PER_CHAR = 0.3;
const MIN_LOOP_SECONDS = 12;

function TickerList({ items, copy }: { items: readonly TickerItem[]; copy: boolean }) {
  return (
    <ul
      className={
        copy
          ? 'announcement-ticker__list announcement-ticker__list--copy'
          : 'announcement-ticker__list'
      }
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.newId} className="announcement-ticker__item">
          <Link
            to={hrefs.announcement(item.newId)}
            className="announcement-ticker__link"
            tabIndex={copy ? -1 : undefined}
          >
            {item.newTitle}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The latest announcements scrolling left. The list is rendered twice so the strip can loop
 * seamlessly; the second copy is hidden from assistive technology and the tab order but stays
 * clickable, since it is what sighted users see half of the time.
 */
export function AnnouncementTicker({
  items,
  showSearch = false,
  keyword = '',
  onSearch,
}: AnnouncementTickerProps) {
  const shown = items.slice(0, TICKER_MAX_ITEMS);
  const chars = shown.reduce((sum, item) => sum + item.newTitle.length, 0);
  const loopSeconds = Math.max(MIN_LOOP_SECONDS, chars * SECONDS_PER_CHAR);
  const trackStyle = { '--ticker-duration': `${loopSeconds}s` } as CSSProperties;

  return (
    <section className="announcement-ticker" aria-label={navCopy.tickerLabel}>
      <Link
        to={hrefs.announcement()}
        className="announcement-ticker__icon"
        aria-label={navCopy.tickerMore}
        title={navCopy.tickerMore}
      >
        <SoundOutlined aria-hidden />
      </Link>
      <div className="announcement-ticker__viewport">
        <div className="announcement-ticker__track" style={trackStyle}>
          <TickerList items={shown} copy={false} />
          {shown.length > 0 && <TickerList items={shown} copy />}
        </div>
      </div>
      {showSearch && (
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          className="announcement-ticker__search"
          size="small"
          aria-label={navCopy.tickerSearch}
          placeholder={navCopy.tickerSearch}
          enterButton={
            <Button
              type="primary"
              icon={<SearchOutlined aria-hidden />}
              aria-label={navCopy.tickerSearch}
              title={navCopy.tickerSearch}
            />
          }
          onSearch={(value) => onSearch?.(value.trim())}
        />
      )}
    </section>
  );
}
