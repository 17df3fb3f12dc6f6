import { Button, Flex, Form, Input } from 'antd';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission } from '@/components/ui/permission';
import { StatusTag, type StatusTone } from '@/components/ui/status-tag';
import { invitationStatusCopy, teamCopy } from '@/copy';
import { PHONE_PATTERN } from '@/config/constants';
import { PERMISSIONS } from '@/lib/permissions';
import { useListParams } from '@/lib/use-list-params';
import { useSubmission } from '@/lib/use-submission';
import type { Invitation, InvitationStatus } from '../api/team-types';
import { useInvitations, useInvite } from '../hooks/use-team';
import { pageQueryOf } from '../utils/team-filters';
import { requiredText } from '@/lib/form-rules';

export const INVITATION_PAGE = 'invitationPage';

const INVITATION_TONES: Record<InvitationStatus, StatusTone> = {
  PENDING: 'progress',
  JOINED: 'success',
  EXPIRED: 'neutral',
};

const columns = [
  { key: 'phone', title: teamCopy.phone, dataIndex: 'phone' },
  {
    key: 'status',
    title: teamCopy.status,
    render: (_: unknown, invitation: Invitation) => (
      <StatusTag
        label={invitationStatusCopy[invitation.status]}
        tone={INVITATION_TONES[invitation.status]}
      />
    ),
  },
  { key: 'time', title: teamCopy.inviteTime, dataIndex: 'createTime' },
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
  const { searchParams, update } = useListParams();
  const query = pageQueryOf(searchParams, INVITATION_PAGE);
  const invitations = useInvitations(query);

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
        page={query.pageNo}
        onPageChange={(page) => update({ [INVITATION_PAGE]: page })}
      />
    </Flex>
  );
}
