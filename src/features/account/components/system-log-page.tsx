import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { systemLogCopy } from '@/copy';
import { PageCard } from '@/components/ui/page-card';
import { PagedList } from '@/components/ui/paged-list';
import { Permission } from '@/components/ui/permission';
import { SimpleList } from '@/components/ui/simple-list';
import { LabelTag } from '@/components/ui/status-tag';
import { endpointQuery } from '@/lib/endpoint-query';
import { systemLogType } from '@/lib/enums/system-log-type';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { accountEndpoints } from '../api/account-endpoints';

function SystemLogList() {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useQuery({
    ...endpointQuery(accountEndpoints.systemLog, {
      query: pageQueryOf(filters.page),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList query={query} emptyText={systemLogCopy.empty} {...pager('page')}>
      {(entries) => (
        <SimpleList
          items={entries}
          rowKey={(entry) => entry.logId}
          extra={(entry) => <time dateTime={entry.createTime}>{entry.createTime}</time>}
        >
          {(entry) => (
            <>
              <LabelTag>{systemLogType.label(entry.type)}</LabelTag>
              {entry.content}
            </>
          )}
        </SimpleList>
      )}
    </PagedList>
  );
}

/** 系统日志: the member's account log, for members holding the system-log code only. */
export function SystemLogPage() {
  return (
    <PageCard title={systemLogCopy.title}>
      <Permission
        code={PERMISSIONS.systemLog}
        fallback={<Result status="403" title={systemLogCopy.forbidden} />}
      >
        <SystemLogList />
      </Permission>
    </PageCard>
  );
}
