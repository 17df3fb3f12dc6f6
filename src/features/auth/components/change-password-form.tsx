import { Form } from 'antd';
import { authCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { authEndpoints } from '../api/auth-endpoints';
import { useSingleFlight } from '@/lib/use-single-flight';
import { reportUnshownError } from '@/lib/report-unshown-error';
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
  const submit = useSingleFlight(async ({ phone, code, password }: ChangePasswordValues) => {
    try {
      await apiClient.call(authEndpoints.changePassword, { body: { phone, code, password } });
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    getFeedback().toastSuccess(authCopy.passwordChanged);
    onChanged();
  });

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
