/** How a value reads at a glance: under way, done well, needs attention, refused or failed, or neutral. */
export const TONES = ['progress', 'success', 'warning', 'error', 'neutral'] as const;
export type Tone = (typeof TONES)[number];
