import type { ThemeConfig } from 'antd';

/** #0958d9 keeps white text on the primary colour above the 4.5:1 contrast ratio. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    borderRadius: 6,
    // antd's default (#8c8c8c on white, 3.4:1) is too faint for body-size text; this is 5.7:1
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // the placeholder (#bfbfbf, 1.8:1) and the danger red of amounts and buttons (#ff4d4f,
    // 3.3:1) were too faint; these read at 4.7:1 and 5.6:1 on white, and so does white on red
    colorTextPlaceholder: '#737373',
    colorError: '#cf1322',
  },
};

/** For members who ask their system for less motion: antd shows and hides without animating. */
export const reducedMotionTheme: ThemeConfig = { token: { ...theme.token, motion: false } };
