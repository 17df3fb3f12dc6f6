import { List, Typography } from 'antd';
import { useState } from 'react';
import { connectCopy } from '@/copy';
import { Pager } from '@/components/ui/pager';
import { FANS_PAGE_SIZE, useFans } from '@/features/portal/hooks/use-connect';

/** 我的粉丝: the members who follow this one, paged. */
export function FansSection() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useFans(page);
  return (
    <section aria-labelledby="connect-fans">
      <Typography.Title level={3} id="connect-fans" className="connect__title">
        {connectCopy.fansTitle}
      </Typography.Title>
      <List
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        rowKey={(fan) => `${fan.phone}-${fan.createTime}`}
        locale={{ emptyText: connectCopy.fansEmpty }}
        renderItem={(fan) => (
          <List.Item extra={<time dateTime={fan.createTime}>{fan.createTime.slice(0, 10)}</time>}>
            {fan.userName}（{fan.phone}）
          </List.Item>
        )}
      />
      <Pager current={page} total={data?.total ?? 0} pageSize={FANS_PAGE_SIZE} onChange={setPage} />
    </section>
  );
}
