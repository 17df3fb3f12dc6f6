import { Button } from 'antd';
import { authCopy } from '@/copy';
import type { AuthPurpose } from '@/lib/enums/auth-purpose';
import './auth-mode-links.css';

interface AuthModeLinksProps {
  mode: AuthPurpose;
  onChange(mode: AuthPurpose): void;
}

/** Switches between logging in, registering and resetting a forgotten password. */
export function AuthModeLinks({ mode, onChange }: AuthModeLinksProps) {
  if (mode !== 'login') {
    return (
      <div className="auth-mode-links auth-mode-links--single">
        <Button type="link" onClick={() => onChange('login')}>
          {mode === 'register' ? authCopy.toLogin : authCopy.backToLogin}
        </Button>
      </div>
    );
  }
  return (
    <div className="auth-mode-links">
      <Button type="link" onClick={() => onChange('register')}>
        {authCopy.toRegister}
      </Button>
      <Button type="link" onClick={() => onChange('password')}>
        {authCopy.forgotPassword}
      </Button>
    </div>
  );
}
