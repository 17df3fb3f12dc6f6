import { Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { LabelTag } from '@/components/ui/status-tag';
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
            <SectionCard
              level={3}
              title={item.customerName}
              extra={
                <LabelTag accent aria-label={divisionPageCopy.customer.industry}>
                  {item.industry}
                </LabelTag>
              }
            >
              <Typography.Paragraph>{item.summary}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {divisionPageCopy.customer.since(item.since)}
              </Typography.Text>
            </SectionCard>
          )}
        />
      )}
    </DivisionListPage>
  );
}
