import { Avatar, Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { useHomeList } from '@/features/portal/hooks/use-home-list';
import { ListRow } from '@/components/ui/list-row';

const SHOWN = 5;

/** A few members of the family wall (index/user), each opening their story. */
export function FamilyShowcase() {
  const { data, isPending } = useHomeList('family', SHOWN);
  return (
    <Card title={homeCopy.familyTitle} extra={<Link to={paths.family}>{homeCopy.more}</Link>}>
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        rowKey="familyId"
        renderItem={(member) => (
          <List.Item>
            <ListRow
              avatar={<Avatar src={member.avatar} alt="" />}
              title={<Link to={hrefs.family(member.familyId)}>{member.name}</Link>}
              description={`${member.title} · ${member.region}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The latest moments of the member timeline (index/user/time). */
export function TimeShowcase() {
  const { data, isPending } = useHomeList('time', SHOWN);
  return (
    <Card title={homeCopy.timeTitle} extra={<Link to={paths.time}>{homeCopy.more}</Link>}>
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        rowKey="timeId"
        renderItem={(item) => (
          <List.Item extra={<time dateTime={item.date}>{item.date}</time>}>
            <Link to={hrefs.time(item.timeId)}>{item.title}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
