import { Avatar } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { ListRow } from '@/components/ui/list-row';
import { QueryState } from '@/components/ui/query-state';
import { SimpleList } from '@/components/ui/simple-list';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { useHomeList } from '@/features/portal/hooks/use-home-list';

const SHOWN = 5;

/** A few members of the family wall (index/user), each opening their story. */
export function FamilyShowcase() {
  const query = useHomeList(portalEndpoints.families, SHOWN);
  return (
    <SectionCard
      title={homeCopy.familyTitle}
      extra={<Link to={paths.family}>{homeCopy.more}</Link>}
    >
      <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <SimpleList items={data.list} rowKey={(member) => member.familyId}>
            {(member) => (
              <ListRow
                avatar={<Avatar src={member.avatar} alt="" />}
                title={<Link to={hrefs.family(member.familyId)}>{member.name}</Link>}
                description={[member.title, member.region].filter(Boolean).join(' · ')}
              />
            )}
          </SimpleList>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The latest moments of the member timeline (index/user/time). */
export function TimeShowcase() {
  const query = useHomeList(portalEndpoints.times, SHOWN);
  return (
    <SectionCard title={homeCopy.timeTitle} extra={<Link to={paths.time}>{homeCopy.more}</Link>}>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <SimpleList
            items={data.list}
            rowKey={(item) => item.timeId}
            extra={(item) => item.date && <time dateTime={item.date}>{item.date}</time>}
          >
            {(item) => <Link to={hrefs.time(item.timeId)}>{item.title}</Link>}
          </SimpleList>
        )}
      </QueryState>
    </SectionCard>
  );
}
