import { Form } from 'antd';
import { authCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { authEndpoints } from '../api/auth-endpoints';
import { useSubmission } from '@/lib/use-submission';
import { AgreementCheckbox } from './agreement-checkbox';
import { CodeField, NewPasswordFields, PhoneField, SubmitButton, TextField } from './auth-fields';

interface RegisterValues {
  phone: string;
  code: string;
  userName: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

export interface RegisterFormProps {
  /** Called with the new member's phone once the account exists. */
  onRegistered(phone: string): void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const register = useSubmission(
    ({ phone, code, userName, password }: RegisterValues) =>
      apiClient.call(authEndpoints.register, {
        body: { phone, code, userName: userName.trim(), password },
      }),
    ({ phone }: RegisterValues) => onRegistered(phone),
    authCopy.registerSuccess,
  );

  return (
    <Form<RegisterValues>
      name="register"
      layout="vertical"
      onFinish={(values) => void register.run(values)}
    >
      <PhoneField />
      <CodeField purpose="register" />
      <TextField
        name="userName"
        label={authCopy.userName}
        placeholder={authCopy.userNamePlaceholder}
        autoComplete="name"
      />
      <NewPasswordFields label={authCopy.password} placeholder={authCopy.passwordPlaceholder} />
      <AgreementCheckbox />
      <SubmitButton pending={register.pending}>{authCopy.register}</SubmitButton>
    </Form>
  );
}
