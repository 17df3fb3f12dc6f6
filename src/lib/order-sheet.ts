import { quickOrderCopy } from '@/copy';
import type { FigureColumn } from './figure-columns';
import type { SheetInput } from './xlsx/sheet-input';

/** A line of a regular order as 批量下单 reads it back: the good's id, its stock's name, how many. */
export interface OrderSheetLine {
  goodId: number;
  goodStockName: string;
  num: number;
}

/**
 * The columns of 批量下单's template and of the lists exported for it (the cart, 常购商品), so
 * that a file saved from one is read back by the other.
 */
export function orderSheetColumns<Row>(lineOf: (row: Row) => OrderSheetLine): FigureColumn<Row>[] {
  return [
    {
      key: 'good',
      title: quickOrderCopy.columnGood,
      kind: 'text',
      value: (row) => String(lineOf(row).goodId),
    },
    {
      key: 'spec',
      title: quickOrderCopy.columnSpec,
      kind: 'text',
      value: (row) => lineOf(row).goodStockName,
    },
    {
      key: 'quantity',
      title: quickOrderCopy.columnQuantity,
      kind: 'count',
      value: (row) => lineOf(row).num,
    },
  ];
}

/** 批量下单's template: the three column heads and one example row. */
export const orderSheetTemplate = (): SheetInput => ({
  sheet: quickOrderCopy.templateSheet,
  columns: orderSheetColumns<OrderSheetLine>((line) => line).map(({ title, kind }) => ({
    title,
    kind,
  })),
  rows: [quickOrderCopy.templateExample],
});
