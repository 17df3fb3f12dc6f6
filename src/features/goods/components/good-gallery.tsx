import { useState } from 'react';
import { goodsCopy } from '@/copy';

/** The good's main image with thumbnails to switch it. */
export function GoodGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="good-gallery">
      {shown && <img className="good-gallery__main" src={shown} alt={name} />}
      <ul className="good-gallery__thumbs" aria-label={goodsCopy.images}>
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className="good-gallery__thumb"
              aria-pressed={index === current}
              aria-label={`${name} ${index + 1}`}
              onClick={() => setCurrent(index)}
            >
              <img src={image} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
