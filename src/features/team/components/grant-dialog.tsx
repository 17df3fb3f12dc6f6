import { Form, Select } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { useState } from 'react';
import { teamCopy } from '@/copy';
import { ServerOptionsSelect } from '@/components/ui/server-options-select';
import { requiredChoice } from '@/lib/form-rules';
import { teamRole, type TeamRole } from '@/lib/enums/team';
import type { GrantBody } from '../api/team-schemas';
import { useGrantRole, useTeam } from '../hooks/use-team';

/** How many members the picker offers for what was typed. */
const PICKER_SIZE = 20;

interface GrantDialogProps {
  open: boolean;
  onClose(): void;
}

/** The team members matching what was typed, to choose whom to grant a role. */
function MemberPicker(props: {
  value?: number;
  onChange?: (memberId: number | undefined) => void;
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const team = useTeam({ pageNo: 1, pageSize: PICKER_SIZE, ...(keyword ? { keyword } : {}) });
  return (
    <ServerOptionsSelect
      {...props}
      query={team}
      toOptions={({ list }) =>
        list.map((member) => ({
          value: member.memberId,
          label: `${member.userName}（${member.phone}）`,
        }))
      }
      showSearch={{ filterOption: false, onSearch: (typed) => setKeyword(typed.trim()) }}
      placeholder={teamCopy.grantMemberPlaceholder}
    />
  );
}

/** 授权团队成员: a member of the team and a role; a refusal keeps the dialog and the choices. */
export function GrantDialog({ open, onClose }: GrantDialogProps) {
  const grant = useGrantRole();
  return (
    <FormDialog<GrantBody>
      open={open}
      title={teamCopy.grantTitle}
      onClose={onClose}
      onSubmit={(body) => grant.mutateAsync(body)}
      submitText={teamCopy.save}
    >
      <Form.Item
        name="memberId"
        label={teamCopy.grantMember}
        rules={requiredChoice(teamCopy.grantMemberRequired)}
      >
        <MemberPicker />
      </Form.Item>
      <Form.Item
        name="role"
        label={teamCopy.grantRole}
        rules={requiredChoice(teamCopy.grantRoleRequired)}
      >
        <Select<TeamRole> options={teamRole.options} />
      </Form.Item>
    </FormDialog>
  );
}
