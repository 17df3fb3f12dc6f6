import { Button, Flex, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '@/components/ui/page-card';
import { RichTextField } from '@/components/ui/rich-text-field';
import { enquiryCopy } from '@/copy';
import { enquiryCategory } from '@/lib/enums/enquiry-category';
import { useIntentKey } from '@/lib/use-intent-key';
import { useSubmission } from '@/lib/use-submission';
import { useCreateEnquiry } from '../hooks/use-enquiries';
import {
  EMPTY_ENQUIRY,
  enquiryRules,
  TITLE_MAX,
  toEnquiryBody,
  type EnquiryFormValues,
} from '../utils/enquiry-form';
import { enquiryLinks } from './enquiry-links';

/**
 * 新建咨询: title, category and the question in the editor (images upload as they are
 * inserted). One send at a time; a resend after a lost answer carries the same key, so the
 * enquiry is stored once. A failure keeps what was typed.
 */
export function NewEnquiryForm() {
  const [form] = Form.useForm<EnquiryFormValues>();
  const navigate = useNavigate();
  const create = useCreateEnquiry();
  const intent = useIntentKey();

  const submit = useSubmission(
    (values: EnquiryFormValues) =>
      intent.send((key) => create.mutateAsync({ body: toEnquiryBody(values), key })),
    () => navigate(enquiryLinks.list),
    enquiryCopy.submitted,
  );

  return (
    <PageCard
      title={enquiryCopy.newTitle}
      extra={<Button onClick={() => navigate(enquiryLinks.list)}>{enquiryCopy.back}</Button>}
    >
      <Form<EnquiryFormValues>
        form={form}
        name="new-enquiry"
        layout="vertical"
        initialValues={EMPTY_ENQUIRY}
        onFinish={(values) => void submit.run(values)}
      >
        <Form.Item name="title" label={enquiryCopy.title} rules={enquiryRules.title}>
          <Input placeholder={enquiryCopy.titlePlaceholder} maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="category" label={enquiryCopy.category} rules={enquiryRules.category}>
          <Select placeholder={enquiryCopy.category} options={enquiryCategory.options} />
        </Form.Item>
        <RichTextField
          name="content"
          label={enquiryCopy.content}
          placeholder={enquiryCopy.contentPlaceholder}
          rules={enquiryRules.content}
          disabled={submit.pending}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={submit.pending}>
            {enquiryCopy.submit}
          </Button>
        </Flex>
      </Form>
    </PageCard>
  );
}
