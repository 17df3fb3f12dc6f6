import { linesHref } from '../line-keys';

describe('linesHref', () => {
  it('links the summary period to the lines of its days', () => {
    expect(linesHref('/member/income', ['2024-01-01', '2024-12-31'])).toBe(
      '/member/income?start=2024-01-01&end=2024-12-31',
    );
    expect(linesHref('/member/expend', null)).toBe('/member/expend');
  });
});
