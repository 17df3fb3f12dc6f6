import { Layout, Menu, type MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { navCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { filterByPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import {
  MEMBER_MENU_GROUPS,
  memberMenu,
  type MemberMenuGroup,
  type MemberMenuItem,
} from './member-menu';
import { AppHeader } from './app-header';
import './member-layout.css';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The side menu the member may see, group by group: entries without a code or whose code they
 * hold, inside groups without a code or whose code they hold too (the permission directive).
 */
function menuItems(jurisdiction: string | undefined): MenuItem[] {
  const shown = filterByPermission(memberMenu, jurisdiction);
  const groups = filterByPermission<MemberMenuGroup>(
    Object.values(MEMBER_MENU_GROUPS),
    jurisdiction,
  );
  const entry = ({ route, label, count: Count }: MemberMenuItem): MenuItem => ({
    key: memberPath(route),
    label: (
      <>
        <Link to={memberPath(route)}>{label}</Link>
        {Count && <Count />}
      </>
    ),
  });
  return groups.flatMap((group) => {
    const children = shown.filter((item) => item.group === group).map(entry);
    return children.length ? [{ key: group.key, label: group.label, children }] : [];
  });
}

/** The member area: header, a side menu that honours centreJurisdiction, and the screen. */
function MemberLayout() {
  const jurisdiction = useSessionStore((state) => state.user?.centreJurisdiction);
  const { pathname } = useLocation();
  const items = menuItems(jurisdiction);

  return (
    <Layout className="member-layout">
      <AppHeader />
      <Layout className="member-layout__body">
        <Layout.Sider theme="light" width={208} className="member-layout__sider">
          <nav aria-label={navCopy.menuTitle}>
            <Menu
              mode="inline"
              selectedKeys={[pathname]}
              defaultOpenKeys={items.flatMap((item) =>
                item && 'children' in item ? [String(item.key)] : [],
              )}
              items={items}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content className="member-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export { MemberLayout as Component };
