import { Timeline, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { portalListCopy } from '@/copy';
import { endpointQuery } from '@/lib/endpoint-query';
import { useDetailParam } from '@/lib/use-detail-param';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { SafeHtml } from '@/components/ui/safe-html';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { usePagedQuery } from '@/features/portal/hooks/use-paged-query';
import { usePortalDetail } from '@/features/portal/hooks/use-portal-detail';
import { PagedListCard } from './paged-list-card';
import './family-page.css';

/** /time: the members' timeline with search and pager; ?id= shows one moment. */
export function TimePage() {
  const paged = usePagedQuery((query) => endpointQuery(portalEndpoints.times, { query }));
  const { id, linkTo, close } = useDetailParam();
  const detail = usePortalDetail(id, (timeId) =>
    endpointQuery(portalEndpoints.time, { path: { timeId } }),
  );
  const copy = portalListCopy.time;

  return (
    <>
      <PagedListCard title={copy.title} copy={copy} paged={paged}>
        {(moments) => (
          <Timeline
            items={moments.map((item) => ({
              key: item.timeId,
              title: <time dateTime={item.date}>{item.date}</time>,
              content: (
                <>
                  <Link {...linkTo(item.timeId)}>{item.title}</Link>
                  <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>
                </>
              ),
            }))}
          />
        )}
      </PagedListCard>
      <DetailDrawer
        open={id !== undefined}
        query={detail}
        title={(item) => item.title}
        onClose={close}
      >
        {(item) => (
          <>
            <time dateTime={item.date}>{item.date}</time>
            <SafeHtml className="portal-html" html={item.content} />
          </>
        )}
      </DetailDrawer>
    </>
  );
}
