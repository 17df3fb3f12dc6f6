import { Button, Flex, Form, Input } from 'antd';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission } from '@/components/ui/permission';
import { dateColumn, enumColumn } from '@/components/ui/table-columns';
import { teamCopy } from '@/copy';
import { PHONE_PATTERN } from '@/config/constants';
import { invitationStatus } from '@/lib/enums/designed';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { requiredText } from '@/lib/form-rules';
import { pageKey } from '@/lib/url-keys';
import { useSubmission } from '@/lib/use-submission';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { Invitation } from '../api/team-schemas';
import { useInvitations, useInvite } from '../hooks/use-team';

const KEYS = { invitationPage: pageKey() };

const columns = [
  { key: 'phone', title: teamCopy.phone, dataIndex: 'phone' },
  enumColumn<Invitation>('status', teamCopy.status, invitationStatus),
  dateColumn<Invitation>('createTime', teamCopy.inviteTime),
];

/** 发送邀请: a mobile number, checked before sending; what was typed is kept when refused. */
function InviteForm() {
  const invite = useInvite();
  const [form] = Form.useForm<{ phone: string }>();
  const send = useSubmission(
    (phone: string) => invite.mutateAsync(phone.trim()),
    () => form.resetFields(),
  );
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ phone: '' }}
      disabled={send.pending}
      onFinish={({ phone }) => void send.run(phone)}
    >
      <Form.Item
        name="phone"
        label={teamCopy.invitePhone}
        rules={[
          ...requiredText(teamCopy.invitePhonePlaceholder),
          { pattern: PHONE_PATTERN, message: teamCopy.invitePhoneInvalid },
        ]}
      >
        <Input placeholder={teamCopy.invitePhonePlaceholder} inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {teamCopy.sendInvite}
      </Button>
    </Form>
  );
}

/** 邀请成员: the invitations; inviting is for members holding the authorize code. */
export function InvitationsPanel() {
  const { filters, pager } = useUrlFilters(KEYS);
  const page = filters.invitationPage;
  const invitations = useInvitations(pageQueryOf(page));

  return (
    <Flex vertical gap="middle">
      <Permission code={PERMISSIONS.teamAuthorize}>
        <InviteForm />
      </Permission>
      <PagedTable
        query={invitations}
        columns={columns}
        rowKey="invitationId"
        emptyText={teamCopy.invitationsEmpty}
        {...pager('invitationPage')}
      />
    </Flex>
  );
}
