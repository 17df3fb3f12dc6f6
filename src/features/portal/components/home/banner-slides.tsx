import { Carousel } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { readServerLink } from '@/lib/server-link';
import type { Banner } from '@/features/portal/api/portal-schemas';

const SLIDE_CLASS = 'home-banner__slide';

/** A slide leads where its link may lead: into the app, to another site, or nowhere. */
function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  const target = readServerLink(link);
  if (target.kind === 'app') {
    return (
      <Link to={target.to} className={SLIDE_CLASS}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={SLIDE_CLASS}>
        {children}
      </a>
    );
  }
  return <div className={SLIDE_CLASS}>{children}</div>;
}

/** The carousel itself, in a chunk of its own: only /home shows it. */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <Carousel autoplay={!reducedMotion} autoplaySpeed={5000} dots>
      {banners.map((banner) => (
        <div key={banner.bannerId}>
          <SlideLink link={banner.link}>
            <img src={banner.image} alt={banner.title} />
          </SlideLink>
        </div>
      ))}
    </Carousel>
  );
}
