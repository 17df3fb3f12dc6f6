import type {
  BookingBody,
  Consultation,
  ConsultationSummary,
  MedicalItem,
} from '@/features/medical/api/medical-schemas';
import type { ConsultationStatus, MedicalItemKind } from '@/lib/enums/consultation';
import type { MedicalCategory } from '@/config/paths';
import { moveMoney } from './finance';
import type { ConsultationRow, MedicalItemRow } from './medical-rows';
import { matchesKeyword } from './paging';
import { nextSequence } from './sequences';
import { compactDay, formatTime, shiftDay } from './time';
import type { Database, UserRow } from './types';
import { medicalError } from './errors/medical';
import { orderError } from './errors/order';

const PATIENT_NAME_MAX = 20;
const DESCRIPTION_MAX = 500;
/** A booking is for a day from tomorrow to this many days ahead. */
const BOOKING_DAYS_AHEAD = 14;

const toItem = (row: MedicalItemRow): MedicalItem => ({
  itemId: row.itemId,
  kind: row.kind,
  name: row.name,
  image: row.image,
  intro: row.intro,
  price: row.price,
  goodId: row.goodId,
  goodStockId: row.goodStockId,
  duration: row.duration,
});

const toSummary = (row: ConsultationRow): ConsultationSummary => ({
  consultationId: row.consultationId,
  consultationNo: row.consultationNo,
  category: row.category,
  serviceName: row.serviceName,
  price: row.price,
  status: row.status,
  patientName: row.patientName,
  appointmentDay: row.appointmentDay,
  createTime: row.createTime,
});

const toConsultation = (row: ConsultationRow): Consultation => ({
  ...toSummary(row),
  phone: row.phone,
  description: row.description,
  payTime: row.payTime,
  doctorReply: row.doctorReply,
});

export interface ItemFilter {
  category: MedicalCategory | null;
  kind: MedicalItemKind | null;
  keyword: string;
}

/** A category's services, then its goods; by kind and a keyword in the name or introduction. */
export function listItems(db: Database, { category, kind, keyword }: ItemFilter): MedicalItem[] {
  if (category === null) throw medicalError('categoryUnknown');
  return db.medical.items
    .filter(
      (row) =>
        row.category === category &&
        (kind === null || row.kind === kind) &&
        matchesKeyword(keyword, row.name, row.intro),
    )
    .map(toItem);
}

export interface ConsultationFilter {
  status: ConsultationStatus | null;
  category: MedicalCategory | null;
}

/** The member's consultations, the latest booked first. */
export function listConsultations(
  db: Database,
  userId: number,
  { status, category }: ConsultationFilter,
): ConsultationSummary[] {
  return db.medical.consultations
    .filter(
      (row) =>
        row.userId === userId &&
        (status === null || row.status === status) &&
        (category === null || row.category === category),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.consultationId - a.consultationId)
    .map(toSummary);
}

function requireOwnConsultation(
  db: Database,
  userId: number,
  consultationId: number,
): ConsultationRow {
  const row = db.medical.consultations.find(
    (consultation) =>
      consultation.consultationId === consultationId && consultation.userId === userId,
  );
  if (!row) throw medicalError('consultationNotFound');
  return row;
}

export const consultationDetail = (
  db: Database,
  userId: number,
  consultationId: number,
): Consultation => toConsultation(requireOwnConsultation(db, userId, consultationId));

/** The checks of a booking, as the server makes them; the values trimmed. */
function checkBooking(body: BookingBody, now: Date): BookingBody {
  const patientName = body.patientName.trim();
  if (!patientName) throw medicalError('patientNameMissing');
  if (patientName.length > PATIENT_NAME_MAX) throw medicalError('patientNameTooLong');
  const phone = body.phone.trim();
  if (!/^1\d{10}$/.test(phone)) throw medicalError('phoneInvalid');
  const today = formatTime(now).slice(0, 10);
  const { appointmentDay } = body;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(appointmentDay) ||
    appointmentDay <= today ||
    appointmentDay > shiftDay(today, BOOKING_DAYS_AHEAD)
  ) {
    throw medicalError('appointmentDayInvalid');
  }
  const description = body.description.trim();
  if (!description) throw medicalError('descriptionMissing');
  if (description.length > DESCRIPTION_MAX) throw medicalError('descriptionTooLong');
  return { itemId: body.itemId, patientName, phone, appointmentDay, description };
}

/** 提交预约: a consultation of the service, waiting for its fee. */
export function bookConsultation(
  db: Database,
  userId: number,
  body: BookingBody,
  now: Date,
): Consultation {
  const item = db.medical.items.find((row) => row.itemId === body.itemId);
  if (!item || item.kind !== 'SERVICE') throw medicalError('serviceNotFound');
  const booking = checkBooking(body, now);
  const consultationId = nextSequence(db, 'medicalConsultationId');
  const row: ConsultationRow = {
    ...booking,
    consultationId,
    consultationNo: `YL${compactDay(now)}${String(consultationId).padStart(4, '0')}`,
    userId,
    category: item.category,
    serviceName: item.name,
    price: item.price,
    status: 'UNPAID',
    createTime: formatTime(now),
    payTime: '',
    doctorReply: '',
  };
  db.medical.consultations.push(row);
  return toConsultation(row);
}

/**
 * POST /common/payOne: the fee of an unpaid consultation from the balance, with its statement
 * line; the consultation waits for the doctor.
 */
export function payConsultation(
  db: Database,
  user: UserRow,
  consultationId: number,
  now: Date,
): void {
  const row = requireOwnConsultation(db, user.userId, consultationId);
  if (row.status !== 'UNPAID') throw medicalError('notUnpaid');
  if (user.balance < row.price) throw orderError('insufficientBalance');
  moveMoney(db, user, {
    type: 'CONSUME',
    amount: -row.price,
    createTime: formatTime(now),
    remark: `医疗咨询 ${row.consultationNo} 余额支付`,
  });
  row.status = 'PAID';
  row.payTime = formatTime(now);
}

const DEFAULT_REPLY = '医生已查看您的情况，将按预约日期与就诊人联系，请保持电话畅通。';

/**
 * The doctors' side, as the platform would do it: a paid consultation is taken up with a
 * reply (咨询中), one under way is closed (已完成). Answers how many moved on.
 */
export function answerConsultations(db: Database, reply = DEFAULT_REPLY): number {
  let moved = 0;
  for (const row of db.medical.consultations) {
    if (row.status === 'PAID') {
      row.status = 'ONGOING';
      row.doctorReply = reply;
      moved += 1;
    } else if (row.status === 'ONGOING') {
      row.status = 'DONE';
      moved += 1;
    }
  }
  return moved;
}
