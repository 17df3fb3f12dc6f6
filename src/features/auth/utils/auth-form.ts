import { toHalfWidth } from '@/utils/half-width';
import type { FormRule } from 'antd';
import { PHONE_PATTERN } from '@/config/constants';
import { authCopy, commonCopy } from '@/copy';
import { requiredText } from '@/lib/form-rules';

export const CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 6;

/** Phones, codes and accounts never contain whitespace, so pasted spaces are dropped as typed. */
/** Spaces out, full-width digits (as Chinese input methods type them) made half-width. */
export const stripSpaces = (value: unknown): string =>
  typeof value === 'string' ? toHalfWidth(value).replace(/\s+/g, '') : '';

/** 请输入 and the field's label. */
export const requiredRule = (label: string): FormRule[] => requiredText(commonCopy.required(label));

export const phoneRules = (label: string = authCopy.phone): FormRule[] => [
  ...requiredRule(label),
  { pattern: PHONE_PATTERN, message: authCopy.phoneInvalid },
];

export const codeRules: FormRule[] = [
  ...requiredRule(authCopy.verificationCode),
  { pattern: CODE_PATTERN, message: authCopy.codeInvalid },
];

export const newPasswordRules: FormRule[] = [
  ...requiredRule(authCopy.password),
  { min: PASSWORD_MIN_LENGTH, message: authCopy.passwordTooShort },
];

/** The confirmation must equal the field named `passwordField`. */
export const confirmPasswordRules = (passwordField: string): FormRule[] => [
  ...requiredRule(authCopy.confirmPassword),
  ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      !value || getFieldValue(passwordField) === value
        ? Promise.resolve()
        : Promise.reject(new Error(authCopy.passwordMismatch)),
  }),
];

export const agreementRules: FormRule[] = [
  {
    validator: (_, checked: unknown) =>
      checked === true ? Promise.resolve() : Promise.reject(new Error(authCopy.agreementRequired)),
  },
];
