import { Image } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { homeCopy } from '@/copy';
import { QueryState } from '@/components/ui/query-state';
import { useGalleryImages } from '@/features/portal/hooks/use-home-blocks';

/** The picture wall (index/image); a picture opens large. */
export function ImageBlock() {
  const query = useGalleryImages();
  return (
    <SectionCard title={homeCopy.imagesTitle}>
      <QueryState query={query} isEmpty={(images) => images.length === 0}>
        {(images) => (
          <Image.PreviewGroup>
            <ul className="home-images">
              {images.map((image) => (
                <li key={image.imageId}>
                  <figure>
                    <Image src={image.url} alt={image.title} />
                    <figcaption>{image.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        )}
      </QueryState>
    </SectionCard>
  );
}
