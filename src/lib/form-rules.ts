import type { Rule } from 'antd/es/form';
import { isBlankHtml } from '@/utils/html-text';

/** A text field that must hold more than spaces. */
export const requiredText = (message: string): Rule[] => [
  { required: true, whitespace: true, message },
];

/** A check of what was typed; a field empty or only spaces is left to requiredText. */
export const textCheck = (valid: (value: string) => boolean, message: string): Rule => ({
  validator: (_, value: string | undefined) =>
    !value?.trim() || valid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** A value picked rather than typed (a select, a date, a range): only that there is one. */
export const requiredChoice = (message: string): Rule[] => [{ required: true, message }];

/** An upload that must hold at least one file, and at most max when given. */
export const requiredFiles = (message: string, max?: number): Rule[] => [
  { required: true, type: 'array', min: 1, max, message },
];

/** Editor HTML with visible text, or an image alone (a photo says it too). */
const hasRichContent = (html: string | undefined) =>
  !isBlankHtml(html) || /<img\s/i.test(html ?? '');

/** A rich-text field that must hold text or an image; an untouched editor is refused. */
export const requiredRichText = (message: string): Rule => ({
  required: true,
  validator: (_, value?: string) =>
    hasRichContent(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
