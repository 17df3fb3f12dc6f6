import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '@/features/auth/components/login-page';
import { paths } from '@/config/paths';
import { theme } from '../theme';

/** /login as it first paints, and antd's styles for it: rendered at build time. */
export function renderLoginMarkup(): { html: string; css: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <MemoryRouter initialEntries={[paths.login]}>
          <LoginPage />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { html, css: extractStyle(cache, { plain: true }) };
}
