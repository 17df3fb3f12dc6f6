import { CheckCircleFilled } from '@ant-design/icons';
import { Outlet, useNavigation } from 'react-router-dom';
import { authCopy } from '@/copy';
import { useCloseDialogsOnLeave } from './use-close-dialogs-on-leave';
import { useDisableBack } from './use-disable-back';
import { useDropPrerenderedPage } from './use-drop-prerendered-page';
import { useLoginBanner } from './use-login-banner';
import './root-layout.css';

export function RootLayout() {
  const bannerVisible = useLoginBanner();
  const navigating = useNavigation().state === 'loading';
  useDisableBack();
  useCloseDialogsOnLeave();
  useDropPrerenderedPage();

  return (
    <>
      {navigating && <div className="route-progress" aria-hidden="true" />}
      {bannerVisible && (
        <div className="login-banner" role="status">
          <CheckCircleFilled className="login-banner__icon" aria-hidden />
          {authCopy.loginSuccessBanner}
        </div>
      )}
      <Outlet />
    </>
  );
}
