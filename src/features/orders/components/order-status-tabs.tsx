import { Tabs } from 'antd';
import { ordersCopy } from '@/copy';
import { orderStatus, type OrderStatus } from '@/lib/enums/order-status';

const ALL = 'ALL';
const items = [
  { key: ALL, label: ordersCopy.allStatuses },
  ...orderStatus.options.map(({ value, label }) => ({ key: value, label })),
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
      onChange={(key) => onChange(orderStatus.read(key))}
    />
  );
}
