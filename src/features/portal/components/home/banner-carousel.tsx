import { Carousel, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useBanners } from '@/features/portal/hooks/use-home-blocks';

/** The home carousel; each slide leads into the app. */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const reducedMotion = useReducedMotion();
  if (isPending) return <Skeleton.Node active className="home-banner home-banner--loading" />;
  if (!banners?.length) return null;
  return (
    <section className="home-banner" aria-label={homeCopy.bannerLabel}>
      <Carousel autoplay={!reducedMotion} autoplaySpeed={5000} dots>
        {banners.map((banner) => (
          <div key={banner.bannerId}>
            <Link to={banner.link} className="home-banner__slide">
              <img src={banner.image} alt={banner.title} />
            </Link>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
