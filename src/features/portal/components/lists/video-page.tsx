import { portalListCopy } from '@/copy';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { usePagedQuery } from '@/features/portal/hooks/use-paged-query';
import { PagedListCard } from './paged-list-card';
import { VideoGrid } from './video-grid';

/** /video: the video library with search and pager. */
export function VideoPage() {
  const paged = usePagedQuery((query) => endpointQuery(portalEndpoints.videos, { query }));
  const copy = portalListCopy.video;
  return (
    <PagedListCard title={copy.title} copy={copy} paged={paged}>
      {(videos) => <VideoGrid videos={videos} />}
    </PagedListCard>
  );
}
