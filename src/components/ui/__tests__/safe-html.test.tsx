import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../safe-html';

describe('SafeHtml', () => {
  it('holds its content in a box that positioned content cannot leave', () => {
    const { container } = render(<SafeHtml className="news-detail__body" html="<p>正文</p>" />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('news-detail__body');
    expect(box).toHaveStyle({
      position: 'relative',
      overflow: 'auto',
      isolation: 'isolate',
      contain: 'paint',
    });
    expect(box).toHaveTextContent('正文');
  });
});
