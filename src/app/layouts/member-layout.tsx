import { Layout, Menu, type MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { navCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { filterByPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { memberMenu, type MemberMenuItem } from '../member-routes';
import { AppHeader } from './app-header';
import './member-layout.css';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The side menu the member may see: entries without a code or whose code they hold, grouped
 * entries only inside a group whose own code they hold too (the permission directive).
 */
function menuItems(jurisdiction: string | undefined): MenuItem[] {
  const shown = filterByPermission(memberMenu, jurisdiction);
  const groups = filterByPermission(
    [...new Set(shown.flatMap((item) => (item.group ? [item.group] : [])))],
    jurisdiction,
  );
  const entry = ({ route, label }: MemberMenuItem): MenuItem => ({
    key: memberPath(route),
    label: <Link to={memberPath(route)}>{label}</Link>,
  });
  return [
    ...shown.filter((item) => !item.group).map(entry),
    ...groups.map((group) => ({
      key: group.key,
      label: group.label,
      children: shown.filter((item) => item.group === group).map(entry),
    })),
  ];
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
