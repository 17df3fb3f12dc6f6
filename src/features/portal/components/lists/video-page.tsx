import { portalListCopy } from '@/copy';
import { getVideos } from '@/features/portal/api/portal-api';
import { portalKeys } from '@/features/portal/api/portal-keys';
import { usePagedQuery } from '@/features/portal/hooks/use-paged-query';
import { PagedListCard } from './paged-list-card';
import { VideoGrid } from './video-grid';

/** /video: the video library with search and pager. */
export function VideoPage() {
  const { params, update, data, isFetching } = usePagedQuery(
    (query) => portalKeys.list('video', query),
    getVideos,
  );
  const copy = portalListCopy.video;
  return (
    <PagedListCard
      title={copy.title}
      searchPlaceholder={copy.searchPlaceholder}
      emptyText={copy.empty}
      params={params}
      update={update}
      total={data?.total}
      count={data?.list.length ?? 0}
      loading={isFetching}
    >
      <VideoGrid videos={data?.list ?? []} />
    </PagedListCard>
  );
}
