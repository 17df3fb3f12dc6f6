import { memberPath } from '@/config/paths';
import { filterByPermission } from '@/lib/permissions';
import { pinyinInitials } from '@/utils/pinyin-initials';
import {
  MEMBER_MENU_GROUPS,
  memberMenu,
  type MemberMenuGroup,
  type MemberMenuItem,
} from './member-menu';

export interface MenuGroupView {
  group: MemberMenuGroup;
  items: MemberMenuItem[];
}

/**
 * The groups of the side menu the member may see, in order, each with the entries they may see:
 * entries without a code or whose code they hold, inside groups without a code or whose code
 * they hold too (the permission directive); a group left without entries is not shown.
 */
export function visibleMenu(jurisdiction: string | null | undefined): MenuGroupView[] {
  const items = filterByPermission(memberMenu, jurisdiction);
  return filterByPermission<MemberMenuGroup>(Object.values(MEMBER_MENU_GROUPS), jurisdiction)
    .map((group) => ({ group, items: items.filter((item) => item.group === group) }))
    .filter(({ items: shown }) => shown.length > 0);
}

/** The entry of the screen at `pathname`, or of the screen a detail page belongs to. */
export function isCurrentEntry(item: MemberMenuItem, pathname: string): boolean {
  const path = memberPath(item.route);
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The key of the group holding the current screen's entry, if the menu lists it. */
export const currentGroupKey = (menu: MenuGroupView[], pathname: string): string | undefined =>
  menu.find(({ items }) => items.some((item) => isCurrentEntry(item, pathname)))?.group.key;

/** The search as typed, made comparable: lower case, without spaces. */
export const normalizeMenuQuery = (query: string): string =>
  query.replace(/\s+/g, '').toLowerCase();

const holds = (label: string, query: string): boolean => normalizeMenuQuery(label).includes(query);

const matches = (label: string, query: string): boolean =>
  holds(label, query) || (/^[a-z]+$/.test(query) && pinyinInitials(label).includes(query));

/**
 * The entries whose name holds the search, or its letters as pinyin initials (cczl finds
 * 仓储总览), and every entry of a group whose name holds it. `query` is normalized.
 */
export function searchMenu(menu: MenuGroupView[], query: string): MenuGroupView[] {
  return menu
    .map(({ group, items }) => ({
      group,
      items: holds(group.label, query) ? items : items.filter(({ label }) => matches(label, query)),
    }))
    .filter(({ items }) => items.length > 0);
}
