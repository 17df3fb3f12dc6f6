import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { AnnouncementTicker } from '@/components/ui/announcement-ticker';
import { FloatingToolbar } from '@/components/ui/floating-toolbar';
import { paths } from '@/config/paths';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { CategoryDrawer } from '@/features/goods/components/category-drawer';
import { useLatestNews } from '@/features/portal/hooks/use-latest-news';
import { useUiStore } from '@/stores/ui-store';
import { AppHeader } from './app-header';
import { useTickerSearch } from './use-ticker-search';
import './shell-layout.css';

/**
 * The frame of /home and its siblings: header, announcement ticker (with a search box on the
 * screens whose list it searches), page, side toolbar.
 */
function ShellLayout() {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const { data: news = [] } = useLatestNews();
  const openCategory = useUiStore((state) => state.setCategoryOpen);
  const tickerSearch = useTickerSearch();

  return (
    <Layout className="shell-layout">
      <AppHeader />
      <div className="shell-layout__ticker">
        <AnnouncementTicker
          items={news}
          showSearch={tickerSearch !== undefined}
          keyword={tickerSearch?.keyword}
          onSearch={tickerSearch?.onSearch}
        />
      </div>
      <Layout.Content className="shell-layout__content">
        <Outlet />
      </Layout.Content>
      <FloatingToolbar
        cartCount={cartCount}
        hideCategory={pathname === paths.storageDetail}
        onCategory={() => openCategory(true)}
      />
      <CategoryDrawer />
    </Layout>
  );
}

export { ShellLayout as Component };
