import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { moneyColumn } from '@/components/ui/table-columns';
import { hrefs } from '@/config/paths';
import { ordersCopy } from '@/copy';
import type { OrderGood } from '../api/orders-schemas';

/** A line's total in fen: its unit price times its quantity, both integers. */
export const lineTotal = (good: OrderGood): number => good.price * good.num;

const columns: TableColumnsType<OrderGood> = [
  {
    key: 'good',
    title: ordersCopy.goodName,
    render: (_: unknown, good: OrderGood) => (
      <Link to={hrefs.storageDetail(good.goodId)}>{good.goodName}</Link>
    ),
  },
  { key: 'spec', title: ordersCopy.spec, dataIndex: 'goodStockName' },
  moneyColumn('price', ordersCopy.unitPrice, (good: OrderGood) => good.price),
  { key: 'num', title: ordersCopy.quantityColumn, dataIndex: 'num', align: 'right' },
  moneyColumn('lineTotal', ordersCopy.lineTotal, lineTotal),
];

/** The goods of an order as a document lists them: specification, unit price, quantity, line total. */
export function OrderGoodsTable({ goods }: { goods: readonly OrderGood[] }) {
  return (
    <Table<OrderGood>
      size="small"
      bordered
      rowKey="goodStockId"
      columns={columns}
      dataSource={goods}
      pagination={false}
    />
  );
}
