import { Space } from 'antd';
import type { ReactNode } from 'react';
import type { Tone } from '@/lib/enums/tone';
import type { DetailHistory } from '@/lib/use-detail-param';
import { numberCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { DetailLink } from './detail-link';
import { type FigureKind, ShortFigure } from './short-figure';
import { SignedMoney } from './signed-money';
import { StatusTag } from './status-tag';
import { textOf, type ListColumn } from './list-column';
import './table-columns.css';

/** Dates, amounts and statuses read as one piece: the longer texts beside them wrap instead. */
const ONE_LINE = 'table-column--one-line';

/** A figure's column: aligned right, on one line. */
const figureCell = <Row,>(
  key: string,
  title: string,
  render: (row: Row) => ReactNode,
  exported: ListColumn<Row>['exported'],
): ListColumn<Row> => ({
  key,
  title,
  align: 'right',
  className: ONE_LINE,
  render: (_: unknown, row: Row) => render(row),
  exported,
});

interface MoneyColumnOptions {
  /** Money in and out: + before money in, and the two in their colours. */
  signed?: boolean;
  /** What stands for an amount the row has not got; a dash unless told. */
  missing?: string;
}

/** An amount in fen, shown as ¥x.xx and aligned right; null is a missing amount. */
export function moneyColumn<Row>(
  key: string,
  title: string,
  fen: (row: Row) => number | null,
  { signed = false, missing = numberCopy.noFigure }: MoneyColumnOptions = {},
): ListColumn<Row> {
  return figureCell<Row>(
    key,
    title,
    (row) => {
      const amount = fen(row);
      if (amount === null) return missing;
      return signed ? <SignedMoney fen={amount} /> : formatFen(amount);
    },
    { kind: 'money', value: fen },
  );
}

/**
 * A count or an amount that may grow large, in 万 or 亿 from 1e4 with the exact figure on hover,
 * aligned right; `wrap` adds the row's words around it (a unit).
 */
export function figureColumn<Row>(
  key: string,
  title: string,
  kind: FigureKind,
  value: (row: Row) => number,
  wrap?: (row: Row, figure: string) => string,
): ListColumn<Row> {
  return figureCell<Row>(
    key,
    title,
    (row) => (
      <ShortFigure value={value(row)} kind={kind} wrap={wrap && ((figure) => wrap(row, figure))} />
    ),
    { kind, value },
  );
}

/** What a column asks of an enumeration: a label and a tone for each value its field holds. */
interface FieldTagging<V> {
  label: (value: V) => string;
  tone: (value: V) => Tone;
}

/** A field of the rows and the enumeration that tags every value the field may hold. */
type EnumField<Row> = {
  [Key in keyof Row & string]: [key: Key, title: string, of: FieldTagging<Row[Key]>];
}[keyof Row & string];

/**
 * The row's field `key`, a value of the enumeration `of`, shown as its tag; a field holding a
 * value the enumeration does not have does not compile.
 */
export function enumColumn<Row>(...field: EnumField<Row>): ListColumn<Row> {
  // the tuple ties the key to its enumeration; destructured, the two are read apart
  const [key, title, of] = field as [keyof Row & string, string, FieldTagging<Row[keyof Row]>];
  return {
    key,
    title,
    className: ONE_LINE,
    render: (_: unknown, row: Row) => (
      <StatusTag label={of.label(row[key])} tone={of.tone(row[key])} />
    ),
    exported: { kind: 'text', value: (row) => of.label(row[key]) },
  };
}

/** A field of the rows and the enumeration that names every value the field may hold. */
type EnumLabelField<Row> = {
  [Key in keyof Row & string]: [key: Key, title: string, of: Pick<FieldTagging<Row[Key]>, 'label'>];
}[keyof Row & string];

/**
 * The row's field `key`, a value of the enumeration `of`, shown as its label in plain text (a
 * kind or a type, where a tag would read as a status); a field holding a value the enumeration
 * does not have does not compile.
 */
export function enumLabelColumn<Row>(...field: EnumLabelField<Row>): ListColumn<Row> {
  const [key, title, of] = field as [
    keyof Row & string,
    string,
    Pick<FieldTagging<Row[keyof Row]>, 'label'>,
  ];
  return textColumn<Row>(key, title, (row) => of.label(row[key]));
}

/**
 * A day or a time of the row, as the API writes it and the app shows every one (DAY_FORMAT,
 * TIME_FORMAT of utils/date-format), kept on one line; `missing` is said when there is none
 * (nothing unless told).
 */
export function dateColumn<Row>(
  key: keyof Row & string,
  title: string,
  { missing = null }: { missing?: string | null } = {},
): ListColumn<Row> {
  return {
    key,
    title,
    dataIndex: key,
    className: ONE_LINE,
    render: (value: unknown) =>
      typeof value === 'string' && value !== '' ? <time dateTime={value}>{value}</time> : missing,
    exported: { kind: 'time', value: (row) => textOf(row[key]) },
  };
}

/** The row's actions (详情, 编辑, …), side by side in the last column. */
export function actionsColumn<Row>(
  title: string,
  actions: (row: Row) => ReactNode,
): ListColumn<Row> {
  return {
    key: 'actions',
    title,
    render: (_: unknown, row: Row) => <Space size="small">{actions(row)}</Space>,
    exported: null,
  };
}

interface DetailColumnOptions<Row> {
  /** The row's id, the one its detail opens with. */
  id: (row: Row) => number;
  /** Names the link, where its text alone does not say what it opens. */
  label?: (row: Row) => string;
  /** useDetailParam's history, and the route of the detail when it is not the list's own. */
  history?: DetailHistory;
  path?: string;
}

/** The row's field `key` as a link that opens the row in detail, the list's filters kept. */
export function detailColumn<Row>(
  key: keyof Row & string,
  title: string,
  { id, label, history, path }: DetailColumnOptions<Row>,
): ListColumn<Row> {
  return {
    key,
    title,
    render: (_: unknown, row: Row) => (
      <DetailLink rowId={id(row)} history={history} path={path} aria-label={label?.(row)}>
        {String(row[key])}
      </DetailLink>
    ),
    exported: { kind: 'text', value: (row) => textOf(row[key]) },
  };
}

/** A text the row's fields make (a label, a bank and its tail): shown, and exported, alike. */
export function textColumn<Row>(
  key: string,
  title: string,
  text: (row: Row) => string,
): ListColumn<Row> {
  return {
    key,
    title,
    render: (_: unknown, row: Row) => text(row),
    exported: { kind: 'text', value: text },
  };
}
