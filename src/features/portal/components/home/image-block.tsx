import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { homeCopy } from '@/copy';
import { QueryState } from '@/components/ui/query-state';
import { useGalleryImages } from '@/features/portal/hooks/use-home-blocks';
import { timedChunk } from '@/lib/chunk-recovery';

// the large view's code comes with /home, not with the chunk the member area shares with it
const loadWall = timedChunk(() => import('./picture-wall'));
const PictureWall = lazy(() => loadWall().then(({ PictureWall: Wall }) => ({ default: Wall })));

/** The picture wall (index/image); a picture opens large. */
export function ImageBlock() {
  const query = useGalleryImages();
  // fetched beside the pictures' answer, not after it
  useEffect(() => void loadWall(), []);
  return (
    <SectionCard title={homeCopy.imagesTitle}>
      <QueryState query={query} isEmpty={(images) => images.length === 0}>
        {(images) => (
          <Suspense fallback={<Skeleton active />}>
            <PictureWall images={images} />
          </Suspense>
        )}
      </QueryState>
    </SectionCard>
  );
}
