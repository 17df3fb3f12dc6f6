import { Tabs } from 'antd';
import { orderStatusCopy, ordersCopy } from '@/copy';
import { ORDER_STATUSES, type OrderStatus } from '../api/orders-types';

const ALL = 'ALL';
const items = [
  { key: ALL, label: ordersCopy.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ key: status, label: orderStatusCopy[status] })),
];

export interface OrderStatusTabsProps {
  /** undefined: 全部. */
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/** 全部 and one tab per order status; the list below follows the chosen one. */
export function OrderStatusTabs({ value, onChange }: OrderStatusTabsProps) {
  return (
    <Tabs
      aria-label={ordersCopy.statusTabs}
      activeKey={value ?? ALL}
      items={items}
      onChange={(key) => onChange(ORDER_STATUSES.find((status) => status === key))}
    />
  );
}
