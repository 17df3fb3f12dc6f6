import type { FormRule } from 'antd';
import { PHONE_PATTERN } from '@/config/constants';
import { divisionPageCopy } from '@/copy';
import { isBlankHtml } from '@/utils/html-text';
import type { DivisionMessageBody } from '../api/division-schemas';
import { requiredText } from '@/lib/form-rules';

export const NAME_MAX = 20;
const copy = divisionPageCopy.message;

export type MessageFormValues = DivisionMessageBody;

export const EMPTY_MESSAGE: MessageFormValues = { name: '', phone: '', email: '', content: '' };

export const messageRules: Record<keyof MessageFormValues, FormRule[]> = {
  name: [...requiredText(copy.nameRequired), { max: NAME_MAX, message: copy.nameTooLong }],
  phone: [
    ...requiredText(copy.phoneRequired),
    { pattern: PHONE_PATTERN, message: copy.phoneInvalid, transform: (value) => value?.trim() },
  ],
  email: [{ type: 'email', message: copy.emailInvalid, transform: (value) => value?.trim() }],
  content: [
    {
      required: true,
      validator: (_, value?: string) =>
        isBlankHtml(value) ? Promise.reject(new Error(copy.contentRequired)) : Promise.resolve(),
    },
  ],
};

/** What is sent: text fields trimmed, the editor's HTML as it is. */
export const toMessageBody = (values: MessageFormValues): DivisionMessageBody => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  email: (values.email ?? '').trim(),
  content: values.content,
});
