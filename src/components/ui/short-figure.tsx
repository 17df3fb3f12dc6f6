import { Statistic } from 'antd';
import type { CSSProperties } from 'react';
import { formatFen, formatFenShort } from '@/utils/money';
import { formatCount, formatCountExact } from '@/utils/number';

/** Money in fen, or a count of things. */
export type FigureKind = 'money' | 'count';

/** A figure as a headline shows it (SPEC section 9): in 万 from 1e4, in 亿 from 1e8. */
export const shortFigure = (value: number, kind: FigureKind): string =>
  kind === 'money' ? formatFenShort(value) : formatCount(value);

/** The same figure exactly: ¥123,456.00, 12,860. */
export const exactFigure = (value: number, kind: FigureKind): string =>
  kind === 'money' ? formatFen(value) : formatCountExact(value);

const WAN = 10_000;
const FEN_PER_YUAN = 100;

/** Whether the figure reads in 万 or 亿, so that its exact reading differs. */
export const isShortened = (value: number, kind: FigureKind): boolean =>
  Math.abs(kind === 'money' ? value / FEN_PER_YUAN : value) >= WAN;

interface ShortFigureProps {
  value: number;
  kind: FigureKind;
  /** Words around the figure, the same for both readings (a unit: 12,860袋). */
  wrap?: (figure: string) => string;
}

/**
 * A count or an amount in 万 or 亿 once it reaches 1e4, with the exact figure on hover and for
 * screen readers; below 1e4 the figure is plain text, exact already.
 */
export function ShortFigure({ value, kind, wrap = (figure) => figure }: ShortFigureProps) {
  const short = wrap(shortFigure(value, kind));
  if (!isShortened(value, kind)) return <>{short}</>;
  const exact = wrap(exactFigure(value, kind));
  return (
    <span title={exact}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{exact}</span>
    </span>
  );
}

type ReadFigure = (value: number, kind: FigureKind) => string;

/**
 * A sentence that names figures, written once: its text with them in 万 or 亿, and for hover
 * the same sentence with them exact (undefined when nothing was shortened).
 */
export function figureSentence(sentence: (read: ReadFigure) => string): {
  text: string;
  title: string | undefined;
} {
  let shortened = false;
  const text = sentence((value, kind) => {
    shortened ||= isShortened(value, kind);
    return shortFigure(value, kind);
  });
  return { text, title: shortened ? sentence(exactFigure) : undefined };
}

interface FigureStatisticProps extends ShortFigureProps {
  title?: string;
  /** The figure's colour where it says which way money went. */
  colour?: string;
}

/** A headline figure (antd's Statistic) in 万 or 亿, exact on hover. */
export function FigureStatistic({ title, colour, ...figure }: FigureStatisticProps) {
  const styles: { content?: CSSProperties } | undefined = colour
    ? { content: { color: colour } }
    : undefined;
  return (
    <Statistic
      title={title}
      value={shortFigure(figure.value, figure.kind)}
      valueRender={() => <ShortFigure {...figure} />}
      styles={styles}
    />
  );
}
