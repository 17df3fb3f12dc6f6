import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@tests/contrast';
import { theme } from '../theme';

/** The tokens antd derives from ours, as the components use them. */
const tokens = antdTheme.getDesignToken(theme);
const WHITE = '#ffffff';

describe('theme tokens', () => {
  it.each([
    ['colorPrimary', WHITE],
    ['colorPrimary', tokens.colorBgLayout],
    ['colorPrimary', tokens.colorPrimaryBg],
    ['colorLink', tokens.colorBgLayout],
    ['colorLinkHover', WHITE],
    ['colorLinkHover', tokens.colorBgLayout],
    ['colorPrimaryHover', tokens.colorPrimaryBg],
    ['colorPrimaryText', tokens.colorPrimaryBg],
    ['colorInfoText', tokens.colorInfoBg],
    ['colorSuccessText', WHITE],
    ['colorWarningText', WHITE],
    ['colorErrorText', WHITE],
    ['colorError', WHITE],
    ['colorTextTertiary', WHITE],
    ['colorTextTertiary', tokens.colorBgLayout],
    ['colorTextDescription', WHITE],
    ['colorTextPlaceholder', WHITE],
  ] as const)('%s reads at 4.5:1 or more on %s', (token, background) => {
    expect(contrastRatio(tokens[token], background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorError', 'colorErrorHover'] as const)(
    'white text on %s reads at 4.5:1',
    (token) => {
      expect(contrastRatio(WHITE, tokens[token])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
