import { Image } from 'antd';
import type { GalleryImage } from '@/features/portal/api/portal-schemas';

/** The pictures with their large view, in a chunk of its own: only /home shows them. */
export function PictureWall({ images }: { images: GalleryImage[] }) {
  return (
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
  );
}
