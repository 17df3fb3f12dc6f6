import { describe, expect, it } from 'vitest';
import { TONES } from '@/lib/enums/tone';
import { contrastRatio } from '@tests/contrast';
import { MONEY_FLOW_COLOURS, TONE_COLOURS } from '../tone-colours';

describe('tone colours', () => {
  it.each(TONES)('%s text reads at 4.5:1 or more on its background (WCAG AA)', (tone) => {
    const { text, background } = TONE_COLOURS[tone];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['in', 'out'] as const)('%s money reads at 4.5:1 or more on white', (flow) => {
    expect(contrastRatio(MONEY_FLOW_COLOURS[flow], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('tells the tones apart', () => {
    const texts = TONES.map((tone) => TONE_COLOURS[tone].text);
    expect(new Set(texts).size).toBe(TONES.length);
  });

  it("measures contrast as WCAG does (antd's orange tag failed at 3.3:1)", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d46b08', '#fff7e6')).toBeCloseTo(3.3, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });
});
