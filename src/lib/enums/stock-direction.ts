import { warehouseCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** The two ways stock moves (designed). */
export const STOCK_DIRECTIONS = ['IN', 'OUT'] as const;
export type StockDirection = (typeof STOCK_DIRECTIONS)[number];

export const stockDirection = defineEnumeration(
  STOCK_DIRECTIONS,
  { IN: warehouseCopy.directionIn, OUT: warehouseCopy.directionOut },
  { IN: 'success', OUT: 'warning' },
);
