import { Alert } from 'antd';
import { Outlet, useNavigation } from 'react-router-dom';
import { authCopy } from '@/copy';
import { useDisableBack } from './use-disable-back';
import { useLoginBanner } from './use-login-banner';
import './root-layout.css';

export function RootLayout() {
  const bannerVisible = useLoginBanner();
  const navigating = useNavigation().state === 'loading';
  useDisableBack();

  return (
    <>
      {navigating && <div className="route-progress" role="progressbar" aria-hidden="true" />}
      {bannerVisible && (
        <Alert
          className="login-banner"
          type="success"
          title={authCopy.loginSuccessBanner}
          banner
          showIcon
          role="status"
        />
      )}
      <Outlet />
    </>
  );
}
