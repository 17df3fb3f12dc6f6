import { Form } from 'antd';
import { authCopy } from '@/copy';
import { loginAsMember } from '../api/login-calls';
import { useLogin } from '../hooks/use-login';
import { requiredRule, stripSpaces } from '../utils/auth-form';
import { PasswordField, PhoneField, SubmitButton, TextField } from './auth-fields';

interface StaffLoginValues {
  staffAccount: string;
  staffPassword: string;
  memberPhone: string;
}

/** A staff member logs in on a member's behalf. */
export function StaffLoginForm() {
  const login = useLogin(loginAsMember);

  return (
    <Form<StaffLoginValues>
      name="staff-login"
      layout="vertical"
      onFinish={({ staffAccount, staffPassword, memberPhone }) =>
        void login.run({ staffAccount, staffPassword, memberPhone })
      }
    >
      <TextField
        name="staffAccount"
        label={authCopy.staffAccount}
        placeholder={authCopy.staffAccountPlaceholder}
        autoComplete="username"
        normalize={stripSpaces}
      />
      <PasswordField
        name="staffPassword"
        label={authCopy.staffPassword}
        placeholder={authCopy.staffPasswordPlaceholder}
        autoComplete="current-password"
        rules={requiredRule(authCopy.staffPassword)}
      />
      {/* The member's phone, not the staff member's own: the browser must not fill it in. */}
      <PhoneField
        name="memberPhone"
        label={authCopy.memberPhone}
        placeholder={authCopy.memberPhonePlaceholder}
        autoComplete="off"
      />
      <SubmitButton pending={login.pending}>{authCopy.login}</SubmitButton>
    </Form>
  );
}
