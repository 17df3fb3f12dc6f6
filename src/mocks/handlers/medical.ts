import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import {
  bookConsultation,
  consultationDetail,
  listConsultations,
  listItems,
  payConsultation,
} from '../db/medical';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { optionalId, pageQuery, requireId, text } from './request-fields';

export const medicalHandlers = [
  memberHandler(medicalEndpoints.items, ({ db, query }) =>
    pageOf(
      listItems(db, {
        category: query.category ?? null,
        kind: query.kind ?? null,
        keyword: query.keyword ?? '',
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(medicalEndpoints.consultations, ({ db, user, query }) =>
    pageOf(
      listConsultations(db, user.userId, {
        status: query.status ?? null,
        category: query.category ?? null,
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(medicalEndpoints.book, ({ db, user, body }) =>
    bookConsultation(
      db,
      user.userId,
      {
        // an item that is not one reads as none, which the server refuses as no such service
        itemId: optionalId(body.itemId) ?? 0,
        patientName: text(body.patientName),
        phone: text(body.phone),
        appointmentDay: text(body.appointmentDay),
        description: text(body.description),
      },
      new Date(),
    ),
  ),
  memberHandler(medicalEndpoints.consultation, ({ db, user, params }) =>
    consultationDetail(db, user.userId, requireId(params.consultationId)),
  ),
  memberHandler(medicalEndpoints.payOne, ({ db, user, body }) => {
    payConsultation(db, user, requireId(body.consultationId), new Date());
    return null;
  }),
];
