import { preloadLoginCalls } from '@/features/auth/api/login-calls';
import { LoginPage } from '@/features/auth/components/login-page';
import { useFirstIntent } from '@/lib/use-first-intent';
import { prefetchHome } from '@/app/home-modules';

/** /login paints alone; as soon as the member starts to use it, the calls and /home load. */
function LoginRoute() {
  useFirstIntent(() => {
    preloadLoginCalls();
    prefetchHome();
  });
  return <LoginPage />;
}

export { LoginRoute as Component };
