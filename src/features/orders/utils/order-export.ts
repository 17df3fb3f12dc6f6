import type { FileColumn } from '@/lib/table-export';
import { ordersCopy } from '@/copy';
import { afterSaleType } from '@/lib/enums/after-sale-type';
import { applyStatus } from '@/lib/enums/apply-status';
import { invoiceAudit } from '@/lib/enums/invoice-audit';
import { orderStatus } from '@/lib/enums/order-status';
import type { AfterSale, OrderGood, OrderSummary } from '../api/orders-schemas';

/** An order's goods in one cell: name, specification and quantity of each line. */
const goodsText = (goods: readonly OrderGood[]): string =>
  goods.map((good) => ordersCopy.goodLine(good.goodName, good.goodStockName, good.num)).join('；');

const unitsOf = (goods: readonly OrderGood[]): number =>
  goods.reduce((units, good) => units + good.num, 0);

/** What 导出 of an order list writes for each order: one row an order, for reconciliation. */
export const orderExportColumns: FileColumn<OrderSummary>[] = [
  { title: ordersCopy.payCode, kind: 'text', value: (order) => order.payCode },
  { title: ordersCopy.createTime, kind: 'time', value: (order) => order.createTime },
  { title: ordersCopy.payTime, kind: 'time', value: (order) => order.payTime },
  { title: ordersCopy.status, kind: 'text', value: (order) => orderStatus.label(order.status) },
  { title: ordersCopy.goodsHeading, kind: 'text', value: (order) => goodsText(order.goods) },
  { title: ordersCopy.units, kind: 'count', value: (order) => unitsOf(order.goods) },
  { title: ordersCopy.total, kind: 'money', value: (order) => order.price },
  { title: ordersCopy.consignee, kind: 'text', value: (order) => order.address.userName },
  { title: ordersCopy.phone, kind: 'text', value: (order) => order.address.phone },
  { title: ordersCopy.address, kind: 'text', value: (order) => order.address.fullAddress },
  {
    title: ordersCopy.invoiceStatus,
    kind: 'text',
    value: (order) =>
      order.invoiceAudit === null
        ? ordersCopy.notRequested
        : invoiceAudit.label(order.invoiceAudit),
  },
];

/** What 导出 of the after-sales requests writes for each request. */
export const afterSaleExportColumns: FileColumn<AfterSale>[] = [
  { title: ordersCopy.payCode, kind: 'text', value: (after) => after.payCode },
  { title: ordersCopy.applyTime, kind: 'time', value: (after) => after.createTime },
  {
    title: ordersCopy.afterType,
    kind: 'text',
    value: (after) => afterSaleType.label(after.afterType),
  },
  { title: ordersCopy.status, kind: 'text', value: (after) => applyStatus.label(after.status) },
  { title: ordersCopy.goodsHeading, kind: 'text', value: (after) => goodsText(after.goods) },
  { title: ordersCopy.total, kind: 'money', value: (after) => after.price },
  { title: ordersCopy.reason, kind: 'text', value: (after) => after.reason },
  { title: ordersCopy.description, kind: 'text', value: (after) => after.description },
];
