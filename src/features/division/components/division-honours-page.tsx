import { Descriptions } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { divisionPageCopy } from '@/copy';
import { CardGrid } from './card-grid';
import { DivisionListPage } from './division-list-page';

/** 资质荣誉: certificates and awards, each with its image. */
export function DivisionHonoursPage() {
  return (
    <DivisionListPage kind="business">
      {(items) => (
        <CardGrid
          items={items}
          itemKey={(item) => item.honourId}
          renderCard={(item) => (
            <SectionCard
              level={3}
              cover={
                <img className="division-card__image" src={item.image} alt={item.honourName} />
              }
              title={item.honourName}
            >
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'issuer', label: divisionPageCopy.honour.issuer, children: item.issuer },
                  {
                    key: 'date',
                    label: divisionPageCopy.honour.issueDate,
                    children: <time dateTime={item.issueDate}>{item.issueDate}</time>,
                  },
                ]}
              />
            </SectionCard>
          )}
        />
      )}
    </DivisionListPage>
  );
}
