import type { Rule } from 'antd/es/form';

/** A text field that must hold more than spaces. */
export const requiredText = (message: string): Rule[] => [
  { required: true, whitespace: true, message },
];

/** A check of what was typed; a field empty or only spaces is left to requiredText. */
export const textCheck = (valid: (value: string) => boolean, message: string): Rule => ({
  validator: (_, value: string | undefined) =>
    !value?.trim() || valid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
