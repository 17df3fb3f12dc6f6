import { Card, Image } from 'antd';
import { homeCopy } from '@/copy';
import { useGalleryImages } from '@/features/portal/hooks/use-home-blocks';

/** The picture wall (index/image); a picture opens large. */
export function ImageBlock() {
  const { data: images = [], isPending } = useGalleryImages();
  return (
    <Card title={homeCopy.imagesTitle} loading={isPending}>
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
    </Card>
  );
}
