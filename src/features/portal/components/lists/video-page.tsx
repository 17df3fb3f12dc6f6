import { portalListCopy } from '@/copy';
import { getVideos } from '@/features/portal/api/portal-api';
import { portalKeys } from '@/features/portal/api/portal-keys';
import { usePagedQuery } from '@/features/portal/hooks/use-paged-query';
import { PagedListCard } from './paged-list-card';
import { VideoGrid } from './video-grid';

/** /video: the video library with search and pager. */
export function VideoPage() {
  const paged = usePagedQuery((query) => portalKeys.list('video', query), getVideos);
  const copy = portalListCopy.video;
  return (
    <PagedListCard title={copy.title} copy={copy} paged={paged}>
      <VideoGrid videos={paged.data?.list ?? []} />
    </PagedListCard>
  );
}
