import { Tag } from 'antd';
import { orderStatusCopy } from '@/copy';
import type { OrderStatus } from '../api/orders-types';

const COLORS: Record<OrderStatus, string> = {
  WAIT: 'orange',
  PAYMENT: 'blue',
  CANCEL: 'default',
  SEND: 'cyan',
  START: 'cyan',
  SIGN: 'geekblue',
  FINISH: 'green',
  REJECTION: 'red',
  AFTER: 'purple',
  RETURN: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status]}>{orderStatusCopy[status]}</Tag>;
}
