import { Form } from 'antd';
import { authCopy } from '@/copy';
import { loginWithPassword } from '../api/login-calls';
import { useLogin } from '../hooks/use-login';
import { requiredRule } from '../utils/auth-form';
import { PasswordField, PhoneField, SubmitButton } from './auth-fields';

interface PasswordLoginValues {
  phone: string;
  password: string;
}

export function PasswordLoginForm({ initialPhone }: { initialPhone?: string }) {
  const login = useLogin(loginWithPassword);

  return (
    <Form<PasswordLoginValues>
      name="password-login"
      layout="vertical"
      initialValues={{ phone: initialPhone }}
      onFinish={({ phone, password }) => void login.run({ phone, password })}
    >
      <PhoneField />
      <PasswordField
        name="password"
        label={authCopy.password}
        placeholder={authCopy.passwordPlaceholder}
        autoComplete="current-password"
        rules={requiredRule(authCopy.password)}
      />
      <SubmitButton pending={login.pending}>{authCopy.login}</SubmitButton>
    </Form>
  );
}
