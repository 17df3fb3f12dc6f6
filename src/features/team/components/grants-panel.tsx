import { Button, Flex } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission } from '@/components/ui/permission';
import { dateColumn, enumLabelColumn } from '@/components/ui/table-columns';
import { teamCopy } from '@/copy';
import { teamRole } from '@/lib/enums/team';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { TeamGrant } from '../api/team-schemas';
import { useGrants } from '../hooks/use-team';
import { GrantDialog } from './grant-dialog';

const KEYS = { grantPage: pageKey() };

const columns = [
  { key: 'name', title: teamCopy.name, dataIndex: 'userName' },
  { key: 'phone', title: teamCopy.phone, dataIndex: 'phone' },
  enumLabelColumn<TeamGrant>('role', teamCopy.grantRole, teamRole),
  dateColumn<TeamGrant>('createTime', teamCopy.grantTime),
];

/** 成员授权: the roles granted; granting one is for members holding the authorize code. */
export function GrantsPanel() {
  const { filters, pager } = useUrlFilters(KEYS);
  const page = filters.grantPage;
  const grants = useGrants(pageQueryOf(page));
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
        {...pager('grantPage')}
      />
    </Flex>
  );
}
