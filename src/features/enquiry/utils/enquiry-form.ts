import type { FormRule } from 'antd';
import { enquiryCopy } from '@/copy';
import type { EnquiryBody } from '../api/enquiry-schemas';
import type { EnquiryCategory } from '@/lib/enums/enquiry-category';
import { requiredChoice, requiredRichText, requiredText } from '@/lib/form-rules';

export const TITLE_MAX = 50;

export interface EnquiryFormValues {
  title: string;
  category?: EnquiryCategory;
  content: string;
}

export const EMPTY_ENQUIRY: EnquiryFormValues = { title: '', category: undefined, content: '' };

export const enquiryRules: Record<keyof EnquiryFormValues, FormRule[]> = {
  title: [
    ...requiredText(enquiryCopy.titleRequired),
    {
      max: TITLE_MAX,
      message: enquiryCopy.titleTooLong(TITLE_MAX),
      transform: (value) => value?.trim(),
    },
  ],
  category: requiredChoice(enquiryCopy.categoryRequired),
  content: [requiredRichText(enquiryCopy.contentRequired)],
};

/** What is sent once the rules passed: the title trimmed, the editor's HTML as it is. */
export const toEnquiryBody = (values: EnquiryFormValues): EnquiryBody => ({
  title: values.title.trim(),
  category: values.category ?? 'OTHER',
  content: values.content,
});
