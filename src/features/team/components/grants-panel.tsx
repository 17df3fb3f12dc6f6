import { Button, Flex } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission } from '@/components/ui/permission';
import { teamCopy, teamRoleCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import { useListParams } from '@/lib/use-list-params';
import type { TeamGrant } from '../api/team-types';
import { useGrants } from '../hooks/use-team';
import { pageQueryOf } from '../utils/team-filters';
import { GrantDialog } from './grant-dialog';

export const GRANT_PAGE = 'grantPage';

const columns = [
  { key: 'name', title: teamCopy.name, dataIndex: 'userName' },
  { key: 'phone', title: teamCopy.phone, dataIndex: 'phone' },
  {
    key: 'role',
    title: teamCopy.grantRole,
    render: (_: unknown, grant: TeamGrant) => teamRoleCopy[grant.role],
  },
  { key: 'time', title: teamCopy.grantTime, dataIndex: 'createTime' },
];

/** 成员授权: the roles granted; granting one is for members holding the authorize code. */
export function GrantsPanel() {
  const { searchParams, update } = useListParams();
  const query = pageQueryOf(searchParams, GRANT_PAGE);
  const grants = useGrants(query);
  const [granting, setGranting] = useState(false);

  return (
    <Flex vertical gap="middle">
      <Permission code={PERMISSIONS.teamAuthorize}>
        <Flex>
          <Button type="primary" onClick={() => setGranting(true)}>
            {teamCopy.grant}
          </Button>
        </Flex>
        <GrantDialog open={granting} onClose={() => setGranting(false)} />
      </Permission>
      <PagedTable
        query={grants}
        columns={columns}
        rowKey="grantId"
        emptyText={teamCopy.grantsEmpty}
        page={query.pageNo}
        onPageChange={(page) => update({ [GRANT_PAGE]: page })}
      />
    </Flex>
  );
}
