import { Button, Form, type FormRule } from 'antd';
import { PasswordInput, TextInput } from '@/components/ui/light-inputs';
import type { ReactNode } from 'react';
import { authCopy } from '@/copy';
import type { AuthPurpose } from '@/lib/enums/auth-purpose';
import {
  codeRules,
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
  requiredRule,
  stripSpaces,
} from '../utils/auth-form';
import { SendCodeButton } from './send-code-button';

// The inputs that the login, register and change-password forms share.

interface PhoneFieldProps {
  name?: string;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
}

export function PhoneField({
  name = 'phone',
  label = authCopy.phone,
  placeholder = authCopy.phonePlaceholder,
  autoComplete = 'tel',
}: PhoneFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={phoneRules(label)}
      normalize={stripSpaces}
      validateFirst
    >
      <TextInput
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  rules: FormRule[];
  dependencies?: string[];
}

export function PasswordField({
  name,
  label,
  placeholder,
  autoComplete,
  rules,
  dependencies,
}: PasswordFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={dependencies} validateFirst>
      <PasswordInput autoComplete={autoComplete} placeholder={placeholder} />
    </Form.Item>
  );
}

/** A new password and its confirmation, as registering and changing a password ask for. */
export function NewPasswordFields({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        placeholder={placeholder}
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
    </>
  );
}

/** A code input whose button sends a code to the form's `phone` field once that is valid. */
export function CodeField({ purpose }: { purpose: AuthPurpose }) {
  const form = Form.useFormInstance<{ phone: string }>();
  const getPhone = async () => (await form.validateFields(['phone'])).phone;

  return (
    <Form.Item
      name="code"
      label={authCopy.verificationCode}
      rules={codeRules}
      normalize={stripSpaces}
      validateFirst
    >
      <TextInput
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={authCopy.codePlaceholder}
        suffix={<SendCodeButton getPhone={getPhone} purpose={purpose} />}
      />
    </Form.Item>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  placeholder: string;
  autoComplete: string;
  normalize?: (value: unknown) => string;
}

export function TextField({ name, label, placeholder, autoComplete, normalize }: TextFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={requiredRule(label)} normalize={normalize}>
      <TextInput autoComplete={autoComplete} placeholder={placeholder} />
    </Form.Item>
  );
}

/** The form's one submit button: loading, and so not clickable, while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {children}
      </Button>
    </Form.Item>
  );
}
