import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog } from '@/components/ui/form-dialog';
import { RichTextField } from '@/components/ui/rich-text-field';
import { enquiryCopy } from '@/copy';
import { useIntentKey } from '@/lib/use-intent-key';
import { enquiryCategory, type EnquiryCategory } from '@/lib/enums/enquiry-category';
import { useCreateEnquiry } from '../hooks/use-enquiries';
import {
  enquiryRules,
  TITLE_MAX,
  toEnquiryBody,
  type EnquiryFormValues,
} from '../utils/enquiry-form';
import { enquiryLinks } from './enquiry-links';

export interface QuickEnquiryProps {
  /** The enquiry's category, fixed by where it is asked from. */
  category: EnquiryCategory;
  /** The button that opens the form. */
  buttonText: string;
  /** The title the form starts with, which the member may change. */
  initialTitle: string;
}

/**
 * 我要咨询 from another screen: the enquiry form (title and question in the editor) in a dialog,
 * its category set by the screen. The enquiry is one of 在线咨询's like any other: one send per
 * intent (a resend after a lost answer carries the same key), what was typed kept on failure.
 */
export function QuickEnquiry({ category, buttonText, initialTitle }: QuickEnquiryProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateEnquiry();
  const intent = useIntentKey();

  const send = async (values: EnquiryFormValues) => {
    await intent.send((key) =>
      create.mutateAsync({ body: toEnquiryBody({ ...values, category }), key }),
    );
    // the dialog stays for the next enquiry, a new intent
    intent.renew();
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{buttonText}</Button>
      <FormDialog<EnquiryFormValues>
        open={open}
        title={enquiryCopy.newTitle}
        name="quick-enquiry"
        width={720}
        initialValues={{ title: initialTitle, category, content: '' }}
        intro={
          <Typography.Paragraph type="secondary">
            {`${enquiryCopy.category}：${enquiryCategory.label(category)} · `}
            <Link to={enquiryLinks.list}>{enquiryCopy.viewInMyAsk}</Link>
          </Typography.Paragraph>
        }
        submitText={enquiryCopy.submit}
        onSubmit={send}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="title" label={enquiryCopy.title} rules={enquiryRules.title}>
          <Input placeholder={enquiryCopy.titlePlaceholder} maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <RichTextField
          name="content"
          label={enquiryCopy.content}
          placeholder={enquiryCopy.contentPlaceholder}
          rules={enquiryRules.content}
        />
      </FormDialog>
    </>
  );
}
