import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_BANNER_MS } from '@/config/constants';
import { paths } from '@/config/paths';

/** True for LOGIN_BANNER_MS after the member leaves /login (never for the agreement page). */
export function useLoginBanner(): boolean {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const left = previous.current === paths.login && pathname !== paths.login;
    previous.current = pathname;
    if (!left || pathname === paths.agreement) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), LOGIN_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return visible;
}
