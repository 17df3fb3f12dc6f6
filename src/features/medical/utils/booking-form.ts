import type { FormRule } from 'antd';
import { medicalCopy } from '@/copy';
import { requiredChoice, requiredText } from '@/lib/form-rules';
import { dayOf } from '@/utils/date-format';
import { toHalfWidth } from '@/utils/half-width';
import { isPhoneNumber } from '@/utils/phone';
import type { BookingBody } from '../api/medical-schemas';

export const PATIENT_NAME_MAX = 20;
export const DESCRIPTION_MAX = 500;
/** A booking is for a day from tomorrow to this many days ahead. */
export const BOOKING_DAYS_AHEAD = 14;

export interface BookingFormValues {
  patientName: string;
  phone: string;
  appointmentDay?: string;
  description: string;
}

export const EMPTY_BOOKING: BookingFormValues = {
  patientName: '',
  phone: '',
  appointmentDay: undefined,
  description: '',
};

/** The days a consultation can be booked for, from tomorrow on, in local time. */
export function bookableDays(today: Date): string[] {
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + index + 1);
    return dayOf(day);
  });
}

/** Full-width digits (Chinese input methods) read as digits; spaces and dashes dropped. */
export const normalisePhone = (phone: string): string => toHalfWidth(phone).replace(/[\s-]/g, '');

export const bookingRules: Record<keyof BookingFormValues, FormRule[]> = {
  patientName: [
    ...requiredText(medicalCopy.patientNameRequired),
    {
      max: PATIENT_NAME_MAX,
      message: medicalCopy.patientNameTooLong(PATIENT_NAME_MAX),
      transform: (value?: string) => value?.trim(),
    },
  ],
  phone: [
    ...requiredText(medicalCopy.phoneRequired),
    {
      validator: (_, value?: string) =>
        !value?.trim() || isPhoneNumber(normalisePhone(value))
          ? Promise.resolve()
          : Promise.reject(new Error(medicalCopy.phoneInvalid)),
    },
  ],
  appointmentDay: requiredChoice(medicalCopy.appointmentDayRequired),
  description: [
    ...requiredText(medicalCopy.descriptionRequired),
    {
      max: DESCRIPTION_MAX,
      message: medicalCopy.descriptionTooLong(DESCRIPTION_MAX),
      transform: (value?: string) => value?.trim(),
    },
  ],
};

/** What is sent once the rules passed: the texts trimmed, the phone as digits. */
export const toBookingBody = (itemId: number, values: BookingFormValues): BookingBody => ({
  itemId,
  patientName: values.patientName.trim(),
  phone: normalisePhone(values.phone),
  appointmentDay: values.appointmentDay ?? '',
  description: values.description.trim(),
});
