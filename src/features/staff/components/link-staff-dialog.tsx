import { Form, Input, Typography } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { staffCopy } from '@/copy';
import { toHalfWidth } from '@/utils/half-width';
import { useLinkStaff } from '../hooks/use-staff';
import {
  EMPTY_LINK_VALUES,
  staffFormRules,
  toLinkBody,
  type LinkStaffValues,
} from '../utils/staff-form';
import { StaffTermsFields } from './staff-terms-fields';

interface LinkStaffDialogProps {
  open: boolean;
  onClose(): void;
}

/** 关联员工: a registered member's phone, their post and war area; a refusal keeps what was typed. */
export function LinkStaffDialog({ open, onClose }: LinkStaffDialogProps) {
  const link = useLinkStaff();
  const send = (values: LinkStaffValues) => {
    const body = toLinkBody(values);
    return body && link.mutateAsync(body);
  };
  return (
    <FormDialog<LinkStaffValues>
      open={open}
      name="link-staff"
      title={staffCopy.linkTitle}
      intro={<Typography.Paragraph type="secondary">{staffCopy.linkIntro}</Typography.Paragraph>}
      onClose={onClose}
      onSubmit={send}
      submitText={staffCopy.submitLink}
      initialValues={EMPTY_LINK_VALUES}
    >
      <Form.Item
        name="phone"
        label={staffCopy.linkPhone}
        rules={staffFormRules.phone}
        normalize={toHalfWidth}
      >
        <Input placeholder={staffCopy.linkPhonePlaceholder} inputMode="numeric" maxLength={11} />
      </Form.Item>
      <StaffTermsFields />
    </FormDialog>
  );
}
