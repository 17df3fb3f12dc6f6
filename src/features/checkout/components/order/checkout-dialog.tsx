import { Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paymentCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { getFeedback } from '@/lib/feedback';
import { useUiStore, type CheckoutRequest } from '@/stores/ui-store';
import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import { CartOrderForm } from './cart-order-form';
import { PayConfirmation } from './pay-confirmation';
import { OrderReserved } from './order-reserved';
import { PaymentSuccess } from './payment-success';
import { SingleOrderForm } from './single-order-form';
import './checkout-dialog.css';

export interface CheckoutDialogProps {
  request: CheckoutRequest;
  onClose(): void;
}

type Step =
  | { name: 'confirm' }
  | { name: 'pay'; orderId: number; payCode?: string }
  | { name: 'paid'; amount: number }
  | { name: 'reserved' };

const firstStep = (request: CheckoutRequest): Step =>
  request.kind === 'order' ? { name: 'pay', orderId: request.orderId } : { name: 'confirm' };

/**
 * 请确认订单信息: confirm the goods, create the order, then pay it from the balance; once 支付成功
 * closes, the member is on the order list, inside the member area or outside it. A bank
 * transfer 充值并支付 ends the flow with the order reserved; an online top-up that arrives
 * returns to the pay step, where one click pays.
 */
export function CheckoutDialog({ request, onClose }: CheckoutDialogProps) {
  const [step, setStep] = useState<Step>(() => firstStep(request));
  const navigate = useNavigate();
  const insideMemberArea = useLocation().pathname.startsWith(paths.member);
  const openRecharge = useUiStore((state) => state.openRecharge);

  const goToOrders = () => {
    onClose();
    navigate(hrefs.orderList);
  };
  const created = (order: CreatedOrder) =>
    setStep({ name: 'pay', orderId: order.orderId, payCode: order.payCode });

  return (
    <>
      <Modal
        open={step.name !== 'paid'}
        title={paymentCopy.confirmOrderTitle}
        footer={null}
        width={880}
        mask={{ closable: false }}
        onCancel={onClose}
      >
        {step.name === 'confirm' && request.kind === 'cart' && (
          <CartOrderForm cartIds={request.cartIds} onCreated={created} />
        )}
        {step.name === 'confirm' && request.kind === 'single' && (
          <SingleOrderForm
            goodId={request.goodId}
            goodStockId={request.goodStockId}
            num={request.num}
            onCreated={created}
          />
        )}
        {step.name === 'pay' && (
          <PayConfirmation
            orderId={step.orderId}
            payCode={step.payCode}
            onPaid={(amount) => setStep({ name: 'paid', amount })}
            onInsufficientBalance={(message) =>
              openRecharge({
                orderId: step.orderId,
                message,
                onSettled: (outcome) => {
                  if (outcome === 'reserved') setStep({ name: 'reserved' });
                },
              })
            }
            onReserved={() => setStep({ name: 'reserved' })}
            onClose={onClose}
            onFailed={(reason) => {
              const failed = paymentCopy.paymentFailed(reason);
              if (insideMemberArea) {
                getFeedback().toastError(failed);
                onClose();
              } else {
                getFeedback().toastError(`${failed}，${paymentCopy.redirecting}`);
                goToOrders();
              }
            }}
            onCancelled={goToOrders}
          />
        )}
        {step.name === 'reserved' && <OrderReserved onViewOrders={goToOrders} onClose={onClose} />}
      </Modal>
      {step.name === 'paid' && <PaymentSuccess amount={step.amount} onDone={goToOrders} />}
    </>
  );
}
