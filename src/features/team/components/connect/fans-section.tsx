import { Empty, Spin, Typography } from 'antd';
import { useState } from 'react';
import { connectCopy } from '@/copy';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { DayOf, SimpleList } from '@/components/ui/simple-list';
import { FANS_PAGE_SIZE, useFans } from '@/features/team/hooks/use-connect';

/** 我的粉丝: the members who follow this one, paged. */
export function FansSection() {
  const [page, setPage] = useState(1);
  const query = useFans(page);
  return (
    <section aria-labelledby="connect-fans">
      <Typography.Title level={3} id="connect-fans" className="connect__title">
        {connectCopy.fansTitle}
      </Typography.Title>
      <Spin spinning={query.isFetching}>
        <QueryState
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<Empty description={connectCopy.fansEmpty} />}
        >
          {(data) => (
            <SimpleList
              size="small"
              items={data.list}
              rowKey={(fan) => `${fan.phone}-${fan.createTime}`}
              extra={(fan) => <DayOf time={fan.createTime} />}
            >
              {(fan) => `${fan.userName}（${fan.phone}）`}
            </SimpleList>
          )}
        </QueryState>
      </Spin>
      <Pager
        current={page}
        total={query.data?.total ?? 0}
        pageSize={FANS_PAGE_SIZE}
        onChange={setPage}
      />
    </section>
  );
}
