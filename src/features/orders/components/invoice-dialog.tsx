import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { commonCopy, ordersCopy } from '@/copy';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import { InvoiceForm } from '@/features/invoice/components/invoice-form';
import { toSubmittedInvoice } from '@/features/invoice/utils/invoice-rules';
import { getFeedback } from '@/lib/feedback';
import { useSubmission } from '@/lib/use-submission';
import { useSessionStore } from '@/stores/session-store';
import type { OrderInvoice } from '../api/orders-schemas';
import { useApplyInvoice } from '../hooks/use-order-mutations';
import { useOrderInvoice } from '../hooks/use-orders';
import { initialInvoiceApply, invoiceApplyProblem } from '../utils/invoice-apply';
import { canApplyInvoice } from '../utils/order-rules';
import { InvoiceRequestSummary } from './invoice-request-summary';
import type { OrderDialogProps } from './order-dialog-props';

interface ApplyFormProps {
  orderId: number;
  current: OrderInvoice;
  onApplied: () => void;
}

/** The request form; what was typed stays when the request fails. */
function InvoiceApplyForm({ orderId, current, onApplied }: ApplyFormProps) {
  const defaultEmail = useSessionStore((state) => state.user?.email ?? '');
  const [value, setValue] = useState<InvoiceInformation>(() =>
    initialInvoiceApply(current, defaultEmail),
  );
  const apply = useApplyInvoice();

  const submit = useSubmission(
    () => apply.mutateAsync({ orderId, invoiceInformation: toSubmittedInvoice(value) }),
    onApplied,
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const problem = invoiceApplyProblem(value);
        if (problem) getFeedback().toastWarning(problem);
        else void submit.run();
      }}
    >
      {current.invoiceAudit === 2 && (
        <Alert type="warning" showIcon title={ordersCopy.reapplyHint} />
      )}
      <InvoiceForm value={value} onChange={setValue} disabled={submit.pending} />
      <Button type="primary" htmlType="submit" loading={submit.pending}>
        {ordersCopy.submitApply}
      </Button>
    </form>
  );
}

/** 申请发票 / 查看发票: the order's invoice request and, when allowed, a form to (re)apply. */
export function InvoiceDialog({ order, onClose }: OrderDialogProps) {
  const query = useOrderInvoice(order.orderId);

  return (
    <Modal
      open
      title={ordersCopy.invoiceTitle}
      footer={null}
      onCancel={onClose}
      closable={{ 'aria-label': commonCopy.close }}
      destroyOnHidden
    >
      <QueryState query={query} loading={<Skeleton active />}>
        {(data) => (
          <>
            <InvoiceRequestSummary
              audit={data.invoiceAudit}
              information={data.invoiceInformation}
              refuseReason={data.refuseReason}
            />
            {canApplyInvoice({ ...order, ...data }) && (
              <InvoiceApplyForm orderId={order.orderId} current={data} onApplied={onClose} />
            )}
          </>
        )}
      </QueryState>
    </Modal>
  );
}
