import type {
  CarUse,
  Parcel,
  ServeRecord,
  ServiceOrderGood,
} from '@/features/service-order/api/service-order-schemas';
import type { InterruptStatus } from '@/lib/enums/interrupt-status';
import type { ServiceOrderStatus } from '@/lib/enums/order-status';
import type { ServiceOrderKind } from '@/lib/enums/service-order-kind';

/** An order of one of the member's customers that the member serves. */
export interface ServiceOrderRow {
  orderId: number;
  /** The member who serves it. */
  userId: number;
  orderNo: string;
  kind: ServiceOrderKind;
  status: ServiceOrderStatus;
  customerName: string;
  customerPhone: string;
  address: string;
  createTime: string;
  interruptStatus: InterruptStatus;
  subsidy: number;
  goods: ServiceOrderGood[];
  parcels: Parcel[];
  vehicle: CarUse | null;
}

export interface ServeRecordRow extends ServeRecord {
  orderId: number;
  userId: number;
}

export interface ServiceOrderTables {
  orders: ServiceOrderRow[];
  serveRecords: ServeRecordRow[];
}
