import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('theme tokens', () => {
  it.each(['colorPrimary', 'colorError', 'colorTextPlaceholder'] as const)(
    '%s reads at 4.5:1 or more against white (and white on it)',
    (token) => {
      const value = theme.token?.[token];
      expect(value).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastWithWhite(value as string)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
