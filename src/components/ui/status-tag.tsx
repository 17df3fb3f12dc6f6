import { Tag } from 'antd';
import type { Enumeration } from '@/lib/enums/define-enumeration';
import type { Tone } from '@/lib/enums/tone';
import { TONE_COLOURS } from './tone-colours';

/** A status label as a tag in its tone; the label comes from copy. */
export function StatusTag({ label, tone }: { label: string; tone: Tone }) {
  const { text, background, border } = TONE_COLOURS[tone];
  return <Tag style={{ color: text, background, borderColor: border }}>{label}</Tag>;
}

/** A value of an enumeration as its tag: its one label in its one tone. */
export function EnumTag<V extends string | number>({
  of,
  value,
}: {
  of: Enumeration<V>;
  value: V;
}) {
  return <StatusTag label={of.label(value)} tone={of.tone(value)} />;
}
