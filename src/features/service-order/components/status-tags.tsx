import { StatusTag, type StatusTone } from '@/components/ui/status-tag';
import { interruptStatusCopy, orderStatusCopy } from '@/copy';
import type { InterruptStatus, ServiceOrderStatus } from '../api/service-order-types';

const ORDER_TONES: Record<ServiceOrderStatus, StatusTone> = {
  PAYMENT: 'warning',
  SEND: 'progress',
  START: 'progress',
  SIGN: 'progress',
  FINISH: 'success',
  AFTER: 'warning',
  RETURN: 'neutral',
};

const INTERRUPT_TONES: Record<InterruptStatus, StatusTone> = {
  0: 'neutral',
  1: 'progress',
  2: 'warning',
  3: 'error',
  4: 'success',
};

export function ServiceOrderStatusTag({ status }: { status: ServiceOrderStatus }) {
  return <StatusTag label={orderStatusCopy[status]} tone={ORDER_TONES[status]} />;
}

export function InterruptStatusTag({ status }: { status: InterruptStatus }) {
  return <StatusTag label={interruptStatusCopy[status]} tone={INTERRUPT_TONES[status]} />;
}
