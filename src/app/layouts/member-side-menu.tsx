import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { memberMenuCopy, navCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import type { MemberMenuItem } from './member-menu';
import {
  currentGroupKey,
  isCurrentEntry,
  normalizeMenuQuery,
  searchMenu,
  visibleMenu,
  type MenuGroupView,
} from './member-menu-view';
import './member-side-menu.css';

/**
 * What the member did with the menu: the groups they opened, the current screen's group added
 * whenever the screen changes, and the search, cleared then.
 */
function useMenuState(menu: MenuGroupView[], pathname: string) {
  const current = currentGroupKey(menu, pathname);
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(current ? [current] : []),
  );
  const [query, setQuery] = useState('');
  const [shownFor, setShownFor] = useState({ pathname, current });
  if (shownFor.pathname !== pathname || shownFor.current !== current) {
    setShownFor({ pathname, current });
    if (shownFor.pathname !== pathname) setQuery('');
    if (current && !opened.has(current)) setOpened(new Set(opened).add(current));
  }
  const toggle = (key: string) => {
    const next = new Set(opened);
    if (!next.delete(key)) next.add(key);
    setOpened(next);
  };
  return { opened, toggle, query, setQuery };
}

function MenuEntry({ item, pathname }: { item: MemberMenuItem; pathname: string }) {
  const current = isCurrentEntry(item, pathname);
  const Count = item.count;
  return (
    <li
      className={current ? 'member-menu__entry member-menu__entry--current' : 'member-menu__entry'}
    >
      <Link
        to={memberPath(item.route)}
        className="member-menu__link"
        aria-current={current ? 'page' : undefined}
      >
        {item.label}
      </Link>
      {Count && (
        <span className="member-menu__count">
          <Count />
        </span>
      )}
    </li>
  );
}

/**
 * The member area's side menu: the screens the member's codes allow, in groups that fold (the
 * current screen's group opens by itself), and a search by name or pinyin initials that lists
 * every matching entry; Enter in it opens the first, Escape clears it.
 */
export function MemberSideMenu() {
  const jurisdiction = useSessionStore((state) => state.user?.centreJurisdiction);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menu = useMemo(() => visibleMenu(jurisdiction), [jurisdiction]);
  const { opened, toggle, query, setQuery } = useMenuState(menu, pathname);
  const idPrefix = useId();

  const search = normalizeMenuQuery(query);
  const shown = search ? searchMenu(menu, search) : menu;

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setQuery('');
    const first = shown[0]?.items[0];
    if (event.key === 'Enter' && search && first) {
      setQuery('');
      void navigate(memberPath(first.route));
    }
  };

  return (
    <nav aria-label={navCopy.menuTitle} className="member-menu">
      <Input
        type="search"
        className="member-menu__search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={memberMenuCopy.search}
        aria-label={memberMenuCopy.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
      />
      {shown.length === 0 && (
        <p role="status" className="member-menu__empty">
          {memberMenuCopy.noMatch}
        </p>
      )}
      <ul className="member-menu__groups">
        {shown.map(({ group, items }) => {
          const open = Boolean(search) || opened.has(group.key);
          const listId = `${idPrefix}-${group.key}`;
          return (
            <li key={group.key}>
              <button
                type="button"
                className="member-menu__group"
                aria-expanded={open}
                aria-controls={listId}
                disabled={Boolean(search)}
                onClick={() => toggle(group.key)}
              >
                {group.label}
                <DownOutlined aria-hidden className="member-menu__chevron" />
              </button>
              <ul id={listId} className="member-menu__entries" hidden={!open}>
                {items.map((item) => (
                  <MenuEntry key={item.route} item={item} pathname={pathname} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
