import type { ThemeConfig } from 'antd';

/** #0958d9 keeps white text on the primary colour above the 4.5:1 contrast ratio. */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#0958d9', colorLink: '#0958d9', borderRadius: 6 },
};

/** For members who ask their system for less motion: antd shows and hides without animating. */
export const reducedMotionTheme: ThemeConfig = { token: { ...theme.token, motion: false } };
