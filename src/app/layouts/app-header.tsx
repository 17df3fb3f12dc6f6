import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { authCopy, commonCopy, memberCopy, navCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { HelpEntry } from '@/features/portal/components/help/help-entry';
import { useSessionStore } from '@/stores/session-store';
import { salutation } from '@/utils/form-of-address';
import './app-header.css';

const NAV_ITEMS = [
  { key: paths.home, label: <Link to={paths.home}>{navCopy.home}</Link> },
  { key: paths.announcement, label: <Link to={paths.announcement}>{navCopy.announcement}</Link> },
  { key: paths.storage, label: <Link to={paths.storage}>{navCopy.storage}</Link> },
  { key: paths.division, label: <Link to={paths.division}>{navCopy.division}</Link> },
  { key: paths.member, label: <Link to={hrefs.memberCentre}>{navCopy.memberCentre}</Link> },
];

export function AppHeader() {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();
  const { pathname } = useLocation();
  const activeKey = NAV_ITEMS.find(({ key }) => pathname.startsWith(key))?.key;

  return (
    <Layout.Header className="app-header">
      <Link to={paths.home} className="app-header__brand">
        {commonCopy.siteTitle}
      </Link>
      <Menu
        className="app-header__nav"
        mode="horizontal"
        theme="dark"
        selectedKeys={activeKey ? [activeKey] : []}
        items={NAV_ITEMS}
        aria-label={navCopy.home}
      />
      {user && (
        <div className="app-header__user">
          <HelpEntry className="app-header__help" />
          <MemberAvatar
            size="small"
            photo={user.personalPhoto}
            alt={memberCopy.photoOf(user.userName)}
          />
          <Link to={hrefs.memberCentre} className="app-header__greeting">
            {navCopy.greeting(salutation(user))}
          </Link>
          <Button
            type="text"
            className="app-header__logout"
            icon={<LogoutOutlined />}
            onClick={logout}
          >
            {authCopy.logout}
          </Button>
        </div>
      )}
    </Layout.Header>
  );
}
