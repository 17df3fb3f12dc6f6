import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import type { Banner } from '@/features/portal/api/portal-schemas';
import { BannerSlides } from '../banner-slides';

const banner = (link: string): Banner => ({
  bannerId: 1,
  title: '会员服务平台',
  image: '/portal/banners/banner-1.svg',
  link,
});

/** The one slide's picture and the link around it, if any. */
function renderSlide(link: string) {
  renderWithProviders(<BannerSlides banners={[banner(link)]} />);
  const picture = screen.getByRole('img', { name: '会员服务平台' });
  return { picture, link: screen.queryByRole('link') };
}

describe('a banner slide', () => {
  it('leads into the app through the router for a path of the app', () => {
    const { link } = renderSlide('/document/1');
    expect(link).toHaveAttribute('href', '/document/1');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another site’s page in a new tab that cannot reach back', () => {
    const { link } = renderSlide('https://news.example.org/a');
    expect(link).toHaveAttribute('href', 'https://news.example.org/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com',
    '/\\evil.example.com',
    '/.//evil.example.com',
    'ftp://files.example.com/a',
  ])('shows its picture, not as a link, for %j', (raw) => {
    const { picture, link } = renderSlide(raw);
    expect(picture).toBeVisible();
    expect(link).toBeNull();
  });
});
