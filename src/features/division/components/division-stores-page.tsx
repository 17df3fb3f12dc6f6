import { Descriptions } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { divisionPageCopy } from '@/copy';
import { CardGrid } from './card-grid';
import { DivisionListPage } from './division-list-page';

/** 门店分布: the division's stores with address, phone and hours. */
export function DivisionStoresPage() {
  const copy = divisionPageCopy.store;
  return (
    <DivisionListPage kind="store">
      {(items) => (
        <CardGrid
          items={items}
          columns={2}
          itemKey={(item) => item.storeId}
          renderCard={(item) => (
            <SectionCard level={3} title={item.storeName}>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'address', label: copy.address, children: item.address },
                  {
                    key: 'phone',
                    label: copy.phone,
                    children: <a href={`tel:${item.phone}`}>{item.phone}</a>,
                  },
                  { key: 'hours', label: copy.hours, children: item.businessHours },
                ]}
              />
            </SectionCard>
          )}
        />
      )}
    </DivisionListPage>
  );
}
