import { Card, Tag, Typography } from 'antd';
import { divisionPageCopy } from '@/copy';
import { CardGrid } from './card-grid';
import { DivisionListPage } from './division-list-page';

/** 合作客户: the division's cooperating customers. */
export function DivisionCustomersPage() {
  return (
    <DivisionListPage kind="user">
      {(items) => (
        <CardGrid
          items={items}
          itemKey={(item) => item.customerId}
          renderCard={(item) => (
            <Card
              title={item.customerName}
              extra={
                <Tag color="blue" aria-label={divisionPageCopy.customer.industry}>
                  {item.industry}
                </Tag>
              }
            >
              <Typography.Paragraph>{item.summary}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {divisionPageCopy.customer.since(item.since)}
              </Typography.Text>
            </Card>
          )}
        />
      )}
    </DivisionListPage>
  );
}
