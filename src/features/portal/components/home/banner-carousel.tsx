import { Carousel, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useBanners } from '@/features/portal/hooks/use-home-blocks';

/**
 * The slides shown aside (and the copies the carousel wraps around with) are hidden from
 * assistive technology; making them inert also takes their links out of the tab order. A ref
 * callback: it follows the carousel's own aria-hidden changes until the section unmounts.
 */
function keepHiddenSlidesInert(section: HTMLElement | null) {
  if (!section) return;
  const update = () =>
    section.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  update();
  const observer = new MutationObserver(update);
  observer.observe(section, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/** The home carousel; each slide leads into the app. */
export function BannerCarousel() {
  const { data: banners, isPending, isError } = useBanners();
  const reducedMotion = useReducedMotion();
  if (isPending && !isError) {
    return <Skeleton.Node active className="home-banner home-banner--loading" />;
  }
  // the banner is decoration: without it (none, or none to be had) the page simply starts lower
  if (!banners?.length) return null;
  return (
    <section ref={keepHiddenSlidesInert} className="home-banner" aria-label={homeCopy.bannerLabel}>
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
