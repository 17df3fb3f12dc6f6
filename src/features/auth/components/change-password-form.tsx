import { Form } from 'antd';
import { authCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { authEndpoints } from '../api/auth-endpoints';
import { useSubmission } from '@/lib/use-submission';
import { CodeField, NewPasswordFields, PhoneField, SubmitButton } from './auth-fields';

interface ChangePasswordValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /** Called once the new password is in place. */
  onChanged(): void;
  initialPhone?: string;
}

/** Sets a new password for a phone, proven by a verification code. */
export function ChangePasswordForm({ onChanged, initialPhone }: ChangePasswordFormProps) {
  const submit = useSubmission(
    ({ phone, code, password }: ChangePasswordValues) =>
      apiClient.call(authEndpoints.changePassword, { body: { phone, code, password } }),
    onChanged,
    authCopy.passwordChanged,
  );

  return (
    <Form<ChangePasswordValues>
      name="change-password"
      layout="vertical"
      initialValues={{ phone: initialPhone }}
      onFinish={(values) => void submit.run(values)}
    >
      <PhoneField />
      <CodeField purpose="password" />
      <NewPasswordFields
        label={authCopy.newPassword}
        placeholder={authCopy.newPasswordPlaceholder}
      />
      <SubmitButton pending={submit.pending}>{authCopy.changePassword}</SubmitButton>
    </Form>
  );
}
