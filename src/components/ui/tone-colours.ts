import type { Tone } from '@/lib/enums/tone';

export interface ToneColours {
  text: string;
  background: string;
  border: string;
}

/**
 * The one palette of status tags. antd's preset tag colours read at 1.8:1 to 3.7:1 on their
 * tinted backgrounds; these texts are a shade darker and keep 4.5:1 or more (WCAG AA).
 */
export const TONE_COLOURS: Record<Tone, ToneColours> = {
  progress: { text: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  success: { text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  warning: { text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
  error: { text: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  neutral: { text: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
};

/** Which way money went. */
export type MoneyFlow = 'in' | 'out';

/**
 * Money in red and money out green, as money figures read in Chinese, in the palette's darker
 * shades, which read at 4.5:1 or more on white.
 */
export const MONEY_FLOW_COLOURS: Record<MoneyFlow, string> = {
  in: TONE_COLOURS.error.text,
  out: TONE_COLOURS.success.text,
};
