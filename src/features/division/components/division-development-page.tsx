import { Timeline, Typography } from 'antd';
import { DivisionListPage } from './division-list-page';

/** 发展历程: the division's history as a timeline, oldest first. */
export function DivisionDevelopmentPage() {
  return (
    <DivisionListPage kind="development">
      {(items) => (
        <Timeline
          mode="start"
          items={items.map((item) => ({
            key: item.milestoneId,
            title: <time dateTime={item.date}>{item.date}</time>,
            content: (
              <>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {item.description}
                </Typography.Paragraph>
              </>
            ),
          }))}
        />
      )}
    </DivisionListPage>
  );
}
