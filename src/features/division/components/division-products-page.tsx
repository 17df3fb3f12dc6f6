import { Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { CardGrid } from './card-grid';
import { DivisionListPage } from './division-list-page';

/** 产品服务: the division's products and services. */
export function DivisionProductsPage() {
  return (
    <DivisionListPage kind="products">
      {(items) => (
        <CardGrid
          items={items}
          itemKey={(item) => item.productId}
          renderCard={(item) => (
            <SectionCard
              level={3}
              cover={<img className="division-card__image" src={item.image} alt="" />}
              title={item.productName}
            >
              <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>
            </SectionCard>
          )}
        />
      )}
    </DivisionListPage>
  );
}
