import { Typography } from 'antd';
import { useState } from 'react';
import { connectCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
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
      <PagedList
        query={query}
        emptyText={connectCopy.fansEmpty}
        page={page}
        pageSize={FANS_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(fans) => (
          <SimpleList
            size="small"
            items={fans}
            rowKey={(fan) => `${fan.phone}-${fan.createTime}`}
            extra={(fan) => <DayOf time={fan.createTime} />}
          >
            {(fan) => `${fan.userName}（${fan.phone}）`}
          </SimpleList>
        )}
      </PagedList>
    </section>
  );
}
