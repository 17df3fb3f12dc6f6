import { Button, Flex } from 'antd';
import { authCopy } from '@/copy';
import type { AuthMode } from '../hooks/use-auth-mode';

interface AuthModeLinksProps {
  mode: AuthMode;
  onChange(mode: AuthMode): void;
}

/** Switches between logging in, registering and resetting a forgotten password. */
export function AuthModeLinks({ mode, onChange }: AuthModeLinksProps) {
  if (mode !== 'login') {
    return (
      <Flex justify="center">
        <Button type="link" onClick={() => onChange('login')}>
          {mode === 'register' ? authCopy.toLogin : authCopy.backToLogin}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex justify="space-between">
      <Button type="link" onClick={() => onChange('register')}>
        {authCopy.toRegister}
      </Button>
      <Button type="link" onClick={() => onChange('password')}>
        {authCopy.forgotPassword}
      </Button>
    </Flex>
  );
}
