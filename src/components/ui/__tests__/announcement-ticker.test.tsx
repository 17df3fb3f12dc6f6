import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { navCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { AnnouncementTicker, type TickerItem } from '../announcement-ticker';

const items: TickerItem[] = Array.from({ length: 8 }, (_, index) => ({
  newId: 100 - index,
  newTitle: `公告标题 ${index + 1}`,
}));

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTicker(ui: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path="/home" element={ui} />
      <Route path="/announcement" element={<LocationProbe />} />
    </Routes>,
    { route: '/home' },
  );
}

describe('AnnouncementTicker', () => {
  it('lists at most the 6 latest items as links to their announcement', () => {
    renderTicker(<AnnouncementTicker items={items} />);
    const region = screen.getByRole('region', { name: navCopy.tickerLabel });
    const list = within(region).getByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    entries.forEach((entry, index) => {
      const link = within(entry).getByRole('link', { name: `公告标题 ${index + 1}` });
      expect(link).toHaveAttribute('href', `/announcement?newId=${100 - index}`);
    });
    expect(screen.queryByText('公告标题 7')).not.toBeInTheDocument();
    expect(screen.queryByText('公告标题 8')).not.toBeInTheDocument();
  });

  it('hides the copy used for seamless scrolling from assistive technology and the tab order', () => {
    renderTicker(<AnnouncementTicker items={items.slice(0, 3)} />);
    // Only the real list is exposed: one list, three item links plus the icon link.
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(4);

    const copies = screen.getAllByText('公告标题 1', { selector: 'a' });
    expect(copies).toHaveLength(2);
    const [real, copy] = copies;
    expect(real).not.toHaveAttribute('tabindex');
    expect(copy).toHaveAttribute('tabindex', '-1');
    expect(copy.closest('ul')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the announcement of a clicked item', async () => {
    const user = userEvent.setup();
    renderTicker(<AnnouncementTicker items={items} />);
    await user.click(screen.getByRole('link', { name: '公告标题 2' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/announcement?newId=99',
    );
  });

  it('opens the announcement list from the icon', async () => {
    const user = userEvent.setup();
    renderTicker(<AnnouncementTicker items={items} />);
    const more = screen.getByRole('link', { name: navCopy.tickerMore });
    expect(more).toHaveAttribute('href', '/announcement');
    await user.click(more);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/announcement$/);
  });

  it('has no search box unless asked', () => {
    renderTicker(<AnnouncementTicker items={items} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('emits the trimmed keyword from its search box on Enter and on the button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderTicker(<AnnouncementTicker items={items} showSearch onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: navCopy.tickerSearch });

    await user.type(box, '  放假通知 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('放假通知');
    await user.clear(box);
    await user.type(box, ' 会议 ');
    await user.click(screen.getByRole('button', { name: navCopy.tickerSearch }));
    expect(onSearch).toHaveBeenLastCalledWith('会议');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows the keyword it is given, and again when it changes', () => {
    const { rerender } = renderWithProviders(
      <AnnouncementTicker items={items} showSearch keyword="放假" onSearch={vi.fn()} />,
    );
    expect(screen.getByRole('searchbox', { name: navCopy.tickerSearch })).toHaveValue('放假');
    rerender(<AnnouncementTicker items={items} showSearch keyword="" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: navCopy.tickerSearch })).toHaveValue('');
  });

  it('shows only the icon link when there are no items', () => {
    renderTicker(<AnnouncementTicker items={[]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
