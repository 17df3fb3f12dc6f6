import type { BatchStatus, BatchType } from '@/lib/enums/batch';
import type { StockDirection } from '@/lib/enums/stock-direction';

/** A good the member keeps in the platform's warehouse. */
export interface WarehouseGoodRow {
  userId: number;
  goodId: number;
  goodName: string;
  spec: string;
  unit: string;
  /** fen */
  unitCost: number;
}

/** A batch of one good sent to the warehouse; its stock counts once it is ended (入库). */
export interface WarehouseBatchRow {
  batchId: number;
  userId: number;
  batchNo: string;
  goodId: number;
  num: number;
  batchStatus: BatchStatus;
  batchType: BatchType;
  createTime: string;
  endTime: string | null;
  remark: string;
}

/** One movement of stock; the totals are read from these. */
export interface WarehouseLogRow {
  logId: number;
  userId: number;
  goodId: number;
  direction: StockDirection;
  num: number;
  batchNo: string;
  createTime: string;
  remark: string;
}

export interface WarehouseTables {
  goods: WarehouseGoodRow[];
  batches: WarehouseBatchRow[];
  logs: WarehouseLogRow[];
}
