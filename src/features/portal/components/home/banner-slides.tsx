import { Carousel } from 'antd';
import { Link } from 'react-router-dom';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import type { Banner } from '@/features/portal/api/portal-types';

/** The carousel itself, in a chunk of its own: only /home shows it. */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <Carousel autoplay={!reducedMotion} autoplaySpeed={5000} dots>
      {banners.map((banner) => (
        <div key={banner.bannerId}>
          <Link to={banner.link} className="home-banner__slide">
            <img src={banner.image} alt={banner.title} />
          </Link>
        </div>
      ))}
    </Carousel>
  );
}
