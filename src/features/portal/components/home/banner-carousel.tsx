import { Carousel, Skeleton } from 'antd';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useBanners } from '@/features/portal/hooks/use-home-blocks';

/** The home carousel; each slide leads into the app. */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const reducedMotion = useReducedMotion();
  const section = useRef<HTMLElement | null>(null);
  // The slides shown aside (and the copies the carousel wraps around with) are hidden from
  // assistive technology; inert also takes their links out of the tab order.
  const disableHiddenSlides = useCallback(() => {
    section.current?.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  }, []);
  const attach = useCallback(
    (element: HTMLElement | null) => {
      section.current = element;
      disableHiddenSlides();
    },
    [disableHiddenSlides],
  );
  if (isPending) return <Skeleton.Node active className="home-banner home-banner--loading" />;
  if (!banners?.length) return null;
  return (
    <section ref={attach} className="home-banner" aria-label={homeCopy.bannerLabel}>
      <Carousel
        autoplay={!reducedMotion}
        autoplaySpeed={5000}
        dots
        afterChange={disableHiddenSlides}
      >
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
