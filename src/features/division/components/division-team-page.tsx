import { Flex, Typography } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { CardGrid } from './card-grid';
import { DivisionListPage } from './division-list-page';

/** 团队风采: the division's people. */
export function DivisionTeamPage() {
  return (
    <DivisionListPage kind="group">
      {(items) => (
        <CardGrid
          items={items}
          itemKey={(item) => item.memberId}
          renderCard={(item) => (
            <PlainCard>
              <Flex gap="middle" align="start">
                <img className="division-card__photo" src={item.photo} alt={item.name} />
                <div>
                  <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                    {item.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">{item.position}</Typography.Text>
                  <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
                    {item.summary}
                  </Typography.Paragraph>
                </div>
              </Flex>
            </PlainCard>
          )}
        />
      )}
    </DivisionListPage>
  );
}
