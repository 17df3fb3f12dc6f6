import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { useHomeList } from '@/features/portal/hooks/use-home-list';
import { VideoGrid } from '../lists/video-grid';

const SHOWN = 4;

/** The newest videos; they play in place, and 更多 opens the library. */
export function VideoBlock() {
  const query = useHomeList(portalEndpoints.videos, SHOWN);
  return (
    <SectionCard title={homeCopy.videosTitle} extra={<Link to={paths.video}>{homeCopy.more}</Link>}>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => <VideoGrid videos={data.list} />}
      </QueryState>
    </SectionCard>
  );
}
