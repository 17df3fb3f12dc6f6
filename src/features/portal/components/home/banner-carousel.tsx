import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { homeCopy } from '@/copy';
import { useBanners } from '@/features/portal/hooks/use-home-blocks';
import { timedChunk } from '@/lib/chunk-recovery';

// the carousel's code comes with /home, not with the chunk the member area shares with it
const loadSlides = timedChunk(() => import('./banner-slides'));
const BannerSlides = lazy(() =>
  loadSlides().then(({ BannerSlides: Slides }) => ({ default: Slides })),
);

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

/** The home carousel; a slide leads where its link may (see readServerLink). */
export function BannerCarousel() {
  const { data: banners, isPending, isError } = useBanners();
  // fetched beside the banners' answer, not after it
  useEffect(() => void loadSlides(), []);
  const placeholder = <Skeleton.Node active className="home-banner home-banner--loading" />;
  if (isPending && !isError) return placeholder;
  // the banner is decoration: without it (none, or none to be had) the page simply starts lower
  if (!banners?.length) return null;
  return (
    <section ref={keepHiddenSlidesInert} className="home-banner" aria-label={homeCopy.bannerLabel}>
      <Suspense fallback={placeholder}>
        <BannerSlides banners={banners} />
      </Suspense>
    </section>
  );
}
