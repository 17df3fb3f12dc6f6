import { Button, Descriptions, Flex, Result, Typography } from 'antd';
import { AmountDue } from '@/components/ui/amount-due';
import { PaymentCheckNotice } from '@/components/ui/payment-check-notice';
import { medicalCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { formatFen } from '@/utils/money';
import type { ConsultationSummary } from '../api/medical-schemas';
import { usePayConsultation } from '../hooks/use-medical';
import type { PaymentHost } from './payment-host';

export interface ConsultationPaymentProps {
  consultation: ConsultationSummary;
  payment: PaymentHost;
  onPaid(): void;
  /** The consultation cannot be paid (refused, or cancelled meanwhile): the dialog closes. */
  onFailed(): void;
}

/** 支付咨询费用: what is booked, 实付金额 from the server, the balance, then 余额支付. */
export function ConsultationPayment({
  consultation,
  payment,
  onPaid,
  onFailed,
}: ConsultationPaymentProps) {
  const fail = (reason: string) => {
    getFeedback().toastError(medicalCopy.paymentFailed(reason));
    onFailed();
  };
  const { pay, checkAgain, check, paying } = usePayConsultation(consultation.consultationId, {
    onPaid,
    onInsufficientBalance: (message) => payment.onInsufficientBalance(message, consultation.price),
    onFailed: fail,
    onNoLongerPayable: () => fail(medicalCopy.noLongerPayable),
    onNotTaken: () => getFeedback().toastWarning(medicalCopy.paymentNotTaken),
  });

  return (
    <Flex vertical gap="large">
      <Descriptions column={1} size="small" bordered title={medicalCopy.payTitle}>
        <Descriptions.Item label={medicalCopy.consultationNo}>
          {consultation.consultationNo}
        </Descriptions.Item>
        <Descriptions.Item label={medicalCopy.service}>
          {`${medicalCopy.categoryName[consultation.category]} · ${consultation.serviceName}`}
        </Descriptions.Item>
        <Descriptions.Item label={medicalCopy.patientName}>
          {consultation.patientName}
        </Descriptions.Item>
        <Descriptions.Item label={medicalCopy.appointmentDay}>
          {consultation.appointmentDay}
        </Descriptions.Item>
        <Descriptions.Item label={medicalCopy.actualPayable}>
          <AmountDue fen={consultation.price} />
        </Descriptions.Item>
      </Descriptions>
      {payment.balance}
      <Typography.Text type="secondary">{medicalCopy.balanceNote}</Typography.Text>
      <PaymentCheckNotice
        check={check}
        onCheckAgain={() => void checkAgain()}
        unknownHint={medicalCopy.paymentUnknown}
      />
      <Flex justify="flex-end">
        <Button
          type="primary"
          size="large"
          loading={paying}
          disabled={check !== null}
          onClick={() => void pay()}
        >
          {medicalCopy.payFromBalance}
        </Button>
      </Flex>
    </Flex>
  );
}

export interface ConsultationPaidProps {
  /** fen */
  amount: number;
  onViewConsultations(): void;
  onClose(): void;
}

/** 支付成功: the fee taken, and where the consultation is followed. */
export function ConsultationPaid({ amount, onViewConsultations, onClose }: ConsultationPaidProps) {
  return (
    <Result
      status="success"
      title={medicalCopy.paymentSuccess}
      subTitle={`${medicalCopy.paidAmount(formatFen(amount))}。${medicalCopy.paidHint}`}
      extra={[
        <Button key="list" type="primary" onClick={onViewConsultations}>
          {medicalCopy.viewConsultations}
        </Button>,
        <Button key="close" onClick={onClose}>
          {medicalCopy.close}
        </Button>,
      ]}
    />
  );
}
