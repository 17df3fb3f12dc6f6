import { Form } from 'antd';
import { authCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { authEndpoints } from '../api/auth-endpoints';
import { useSingleFlight } from '@/lib/use-single-flight';
import { reportUnshownError } from '@/lib/report-unshown-error';
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
  const register = useSingleFlight(async ({ phone, code, userName, password }: RegisterValues) => {
    try {
      await apiClient.call(authEndpoints.register, {
        body: { phone, code, userName: userName.trim(), password },
      });
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    getFeedback().toastSuccess(authCopy.registerSuccess);
    onRegistered(phone);
  });

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
