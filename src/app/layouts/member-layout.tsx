import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { MemberSideMenu } from './member-side-menu';
import './member-layout.css';

/** The member area: header, the side menu beside the screen, across a desktop's width. */
function MemberLayout() {
  return (
    <Layout className="member-layout">
      <AppHeader />
      <Layout className="member-layout__body">
        <Layout.Sider theme="light" width={208} className="member-layout__sider">
          <MemberSideMenu />
        </Layout.Sider>
        <Layout.Content className="member-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export { MemberLayout as Component };
