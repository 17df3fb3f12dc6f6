import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Result, Spin } from 'antd';
import { useState } from 'react';
import { systemLogCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { PageCard } from '@/components/ui/page-card';
import { Pager } from '@/components/ui/pager';
import { Permission } from '@/components/ui/permission';
import { QueryState } from '@/components/ui/query-state';
import { SimpleList } from '@/components/ui/simple-list';
import { LabelTag } from '@/components/ui/status-tag';
import { systemLogType } from '@/lib/enums/system-log-type';
import { PERMISSIONS } from '@/lib/permissions';
import { endpointQuery } from '@/lib/endpoint-query';
import { accountEndpoints } from '../api/account-endpoints';

function SystemLogList() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...endpointQuery(accountEndpoints.systemLog, {
      query: { pageNo: page, pageSize: DEFAULT_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Spin spinning={query.isFetching && query.isPlaceholderData}>
        <QueryState
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<Empty description={systemLogCopy.empty} />}
        >
          {(data) => (
            <SimpleList
              items={data.list}
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
        </QueryState>
      </Spin>
      <Pager current={page} total={query.data?.total ?? 0} onChange={setPage} />
    </>
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
