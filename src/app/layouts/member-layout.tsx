import { Layout, Menu } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { navCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { filterByPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { memberMenu } from '../member-routes';
import { AppHeader } from './app-header';
import './member-layout.css';

/** The member area: header, a side menu that honours centreJurisdiction, and the screen. */
function MemberLayout() {
  const jurisdiction = useSessionStore((state) => state.user?.centreJurisdiction);
  const { pathname } = useLocation();
  const items = filterByPermission(memberMenu, jurisdiction).map(({ route, label }) => ({
    key: memberPath(route),
    label: <Link to={memberPath(route)}>{label}</Link>,
  }));

  return (
    <Layout className="member-layout">
      <AppHeader />
      <Layout className="member-layout__body">
        <Layout.Sider theme="light" width={208} className="member-layout__sider">
          <nav aria-label={navCopy.menuTitle}>
            <Menu mode="inline" selectedKeys={[pathname]} items={items} />
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
