import { AmountDue } from '@/components/ui/amount-due';
import { Form, Input, Modal, Select, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { medicalCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import { getFeedback } from '@/lib/feedback';
import { useIntentKey } from '@/lib/use-intent-key';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { ConsultationSummary, MedicalItem } from '../api/medical-schemas';
import { useBookConsultation } from '../hooks/use-medical';
import {
  bookableDays,
  bookingRules,
  DESCRIPTION_MAX,
  EMPTY_BOOKING,
  PATIENT_NAME_MAX,
  toBookingBody,
  type BookingFormValues,
} from '../utils/booking-form';
import { ConsultationPaid, ConsultationPayment } from './consultation-payment';
import type { PaymentHost } from './payment-host';

/** What the dialog is opened for: booking a service, or paying a booked consultation. */
export type ConsultationIntent =
  { kind: 'book'; service: MedicalItem } | { kind: 'pay'; consultation: ConsultationSummary };

type Step =
  | { name: 'form' }
  | { name: 'pay'; consultation: ConsultationSummary }
  | { name: 'paid'; amount: number };

export interface ConsultationDialogProps {
  intent: ConsultationIntent;
  payment: PaymentHost;
  onClose(): void;
  onViewConsultations(): void;
}

const firstStep = (intent: ConsultationIntent): Step =>
  intent.kind === 'pay' ? { name: 'pay', consultation: intent.consultation } : { name: 'form' };

/**
 * 预约咨询 and its payment: the booking form, then 余额支付 of the fee the server set, then
 * 支付成功. Opened on a booked consultation, it starts at the payment.
 */
export function ConsultationDialog({
  intent,
  payment,
  onClose,
  onViewConsultations,
}: ConsultationDialogProps) {
  const [step, setStep] = useState<Step>(() => firstStep(intent));
  const title =
    intent.kind === 'book' ? medicalCopy.bookTitle(intent.service.name) : medicalCopy.payTitle;

  return (
    <Modal
      open
      title={title}
      footer={null}
      width={640}
      mask={{ closable: false }}
      onCancel={onClose}
    >
      {step.name === 'form' && intent.kind === 'book' && (
        <BookingForm
          service={intent.service}
          onBooked={(consultation) => setStep({ name: 'pay', consultation })}
        />
      )}
      {step.name === 'pay' && (
        <ConsultationPayment
          consultation={step.consultation}
          payment={payment}
          onPaid={() => setStep({ name: 'paid', amount: step.consultation.price })}
          onFailed={onClose}
        />
      )}
      {step.name === 'paid' && (
        <ConsultationPaid
          amount={step.amount}
          onViewConsultations={onViewConsultations}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface BookingFormProps {
  service: MedicalItem;
  onBooked(consultation: ConsultationSummary): void;
}

/**
 * The patient, a day and what to ask. One send at a time; a resend after a lost answer carries
 * the same key, so the consultation is booked once; a failure keeps what was typed.
 */
function BookingForm({ service, onBooked }: BookingFormProps) {
  const book = useBookConsultation();
  const intent = useIntentKey();
  const days = useMemo(
    () => bookableDays(new Date()).map((day) => ({ value: day, label: day })),
    [],
  );

  const submit = useSingleFlight(async (values: BookingFormValues) => {
    try {
      const consultation = await intent.send((key) =>
        book.mutateAsync({ body: toBookingBody(service.itemId, values), key }),
      );
      onBooked(consultation);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastWarning(medicalCopy.confirmingBooking);
        return;
      }
      reportUnshownError(error);
    }
  });

  return (
    <Form<BookingFormValues>
      name="consultation-booking"
      layout="vertical"
      initialValues={EMPTY_BOOKING}
      disabled={submit.pending}
      onFinish={(values) => void submit.run(values)}
    >
      <Typography.Paragraph>
        {`${medicalCopy.fee}：`}
        <AmountDue fen={service.price} />
      </Typography.Paragraph>
      <Form.Item
        name="patientName"
        label={medicalCopy.patientName}
        rules={bookingRules.patientName}
      >
        <Input placeholder={medicalCopy.patientNamePlaceholder} maxLength={PATIENT_NAME_MAX} />
      </Form.Item>
      <Form.Item name="phone" label={medicalCopy.phone} rules={bookingRules.phone}>
        <Input placeholder={medicalCopy.phonePlaceholder} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="appointmentDay"
        label={medicalCopy.appointmentDay}
        rules={bookingRules.appointmentDay}
      >
        <Select placeholder={medicalCopy.appointmentDayRequired} options={days} />
      </Form.Item>
      <Form.Item
        name="description"
        label={medicalCopy.descriptionLabel}
        rules={bookingRules.description}
      >
        <Input.TextArea
          placeholder={medicalCopy.descriptionPlaceholder}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          showCount
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.pending} block>
        {medicalCopy.submitBooking}
      </Button>
    </Form>
  );
}
