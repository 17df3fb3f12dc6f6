import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Enumeration } from '@/lib/enums/define-enumeration';
import type { Tone } from '@/lib/enums/tone';
import { TONE_COLOURS } from './tone-colours';

const toneStyle = (tone: Tone) => {
  const { text, background, border } = TONE_COLOURS[tone];
  return { color: text, background, borderColor: border };
};

/** A status label as a tag in its tone; the label comes from copy. */
export function StatusTag({ label, tone }: { label: string; tone: Tone }) {
  return <Tag style={toneStyle(tone)}>{label}</Tag>;
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

/**
 * A tag that marks or names rather than reports a status (默认, a credit level, an industry, an
 * area), from the same palette; accent draws the eye, plain does not.
 */
export function LabelTag({
  children,
  accent = false,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  accent?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Tag aria-label={ariaLabel} style={toneStyle(accent ? 'progress' : 'neutral')}>
      {children}
    </Tag>
  );
}
