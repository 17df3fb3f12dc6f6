import type { ThemeConfig } from 'antd';

/**
 * Text tokens are set so that text reads at 4.5:1 or more (WCAG AA) on white, on the light grey
 * of the layout and on the light tints behind selected and status items (see the test).
 */
export const theme: ThemeConfig = {
  token: {
    // white text on it, and it on the light blue of selected items, stay above 4.5:1
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // antd's derived hover blues (#2e7ae6 under white text, 4.2:1; #579df2 for a hovered link,
    // 2.8:1) are too faint: hovering must not make a button's or a link's words unreadable
    colorPrimaryHover: '#1668dc',
    colorLinkHover: '#1668dc',
    // antd's info seed is its lighter default blue (3.7:1 on its tint); the same as primary here
    colorInfo: '#0958d9',
    borderRadius: 6,
    // antd's defaults (#8c8c8c on white, 3.4:1, in Descriptions labels among others) are too
    // faint for body-size text
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // the placeholder (#bfbfbf, 1.8:1) and the danger red of amounts and buttons (#ff4d4f,
    // 3.3:1) were too faint
    colorTextPlaceholder: '#737373',
    colorError: '#cf1322',
    // success and warning text (2.2:1 and 1.8:1 by default); their seeds keep their light tints
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
};

/** For members who ask their system for less motion: antd shows and hides without animating. */
export const reducedMotionTheme: ThemeConfig = { token: { ...theme.token, motion: false } };
