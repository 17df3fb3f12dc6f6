import { App, Form, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import { changePassword } from '../api/auth-api';
import { useSingleFlight } from '../hooks/use-single-flight';
import { confirmPasswordRules, newPasswordRules } from '../utils/form-rules';
import { reportUnshownError } from '../utils/report-error';
import { CodeField, PasswordField, PhoneField, SubmitButton } from './auth-fields';

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
  const { message } = App.useApp();

  const submit = useSingleFlight(async ({ phone, code, password }: ChangePasswordValues) => {
    try {
      await changePassword({ phone, code, password });
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    void message.success(authCopy.passwordChanged);
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
      <PasswordField
        name="password"
        label={authCopy.newPassword}
        placeholder={authCopy.newPasswordPlaceholder}
        autoComplete="new-password"
        rules={newPasswordRules}
      />
      <PasswordField
        name="confirmPassword"
        label={authCopy.confirmPassword}
        placeholder={authCopy.confirmPasswordPlaceholder}
        autoComplete="new-password"
        rules={confirmPasswordRules('password')}
        dependencies={['password']}
      />
      <SubmitButton pending={submit.pending}>{authCopy.changePassword}</SubmitButton>
    </Form>
  );
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/** Change password from inside the member area; the member then logs in again. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const navigate = useNavigate();
  const phone = useSessionStore((state) => state.user?.phone);
  const endSession = useSessionStore((state) => state.endSession);

  const handleChanged = () => {
    onClose();
    endSession();
    navigate(paths.login, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={authCopy.changePassword}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ChangePasswordForm initialPhone={phone} onChanged={handleChanged} />
    </Modal>
  );
}
