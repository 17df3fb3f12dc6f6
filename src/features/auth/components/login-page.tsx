import { lazy, Suspense, useState } from 'react';
import { authCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import { authPurpose } from '@/lib/enums/auth-purpose';
import { useAuthMode } from '../hooks/use-auth-mode';
import { AuthCard } from './auth-card';
import { AuthModeLinks } from './auth-mode-links';
import { LoginTabs } from './login-tabs';

// Registering and resetting a password are the rarer ways in: they load when chosen.
const RegisterForm = lazy(
  timedChunk(() =>
    import('./register-form').then(({ RegisterForm }) => ({ default: RegisterForm })),
  ),
);
const ChangePasswordForm = lazy(
  timedChunk(() =>
    import('./change-password-form').then(({ ChangePasswordForm }) => ({
      default: ChangePasswordForm,
    })),
  ),
);

/** /login: log in, register (?mode=register) or reset a forgotten password (?mode=password). */
export function LoginPage() {
  const [mode, setMode] = useAuthMode();
  const [registeredPhone, setRegisteredPhone] = useState<string>();

  const handleRegistered = (phone: string) => {
    setRegisteredPhone(phone);
    setMode('login');
  };

  return (
    <AuthCard title={authPurpose.label(mode)} subtitle={authCopy.welcome}>
      <Suspense fallback={null}>
        {mode === 'register' && <RegisterForm onRegistered={handleRegistered} />}
        {mode === 'password' && <ChangePasswordForm onChanged={() => setMode('login')} />}
      </Suspense>
      {mode === 'login' && <LoginTabs initialPhone={registeredPhone} />}
      <AuthModeLinks mode={mode} onChange={setMode} />
    </AuthCard>
  );
}
