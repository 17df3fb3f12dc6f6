import { Form } from 'antd';
import { authCopy } from '@/copy';
import { loginWithCode } from '../api/login-calls';
import { useLogin } from '../hooks/use-login';
import { CodeField, PhoneField, SubmitButton } from './auth-fields';

interface CodeLoginValues {
  phone: string;
  code: string;
}

export function CodeLoginForm() {
  const login = useLogin(loginWithCode);

  return (
    <Form<CodeLoginValues>
      name="code-login"
      layout="vertical"
      onFinish={({ phone, code }) => void login.run({ phone, code })}
    >
      <PhoneField />
      <CodeField purpose="login" />
      <SubmitButton pending={login.pending}>{authCopy.login}</SubmitButton>
    </Form>
  );
}
