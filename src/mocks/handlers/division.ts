import { divisionEndpoints } from '@/features/division/api/division-endpoints';
import type { DivisionListKind } from '@/features/division/api/division-schemas';
import {
  divisionProfile,
  findDivisionNews,
  listDivisionRows,
  requireDivision,
} from '../db/division';
import { addMessage, listOwnMessages } from '../db/division-messages';
import { memberHandler } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

const LIST_KINDS: readonly DivisionListKind[] = [
  'news',
  'products',
  'user',
  'business',
  'group',
  'store',
  'development',
];

export const divisionHandlers = [
  ...LIST_KINDS.map((kind) =>
    memberHandler(divisionEndpoints[kind], ({ db, params, query }) =>
      listDivisionRows(db, kind, requireDivision(params.division), {
        ...pageQuery(query),
        keyword: query.keyword ?? '',
      }),
    ),
  ),

  memberHandler(divisionEndpoints.newsDetail, ({ db, params }) =>
    findDivisionNews(db, requireDivision(params.division), requireId(params.newsId)),
  ),

  memberHandler(
    divisionEndpoints.introduction,
    ({ db, params }) => divisionProfile(db, requireDivision(params.division)).introduction,
  ),

  memberHandler(
    divisionEndpoints.contact,
    ({ db, params }) => divisionProfile(db, requireDivision(params.division)).contact,
  ),

  memberHandler(divisionEndpoints.messages, ({ db, params, user }) =>
    listOwnMessages(db, user.userId, requireDivision(params.division)),
  ),

  memberHandler(divisionEndpoints.leaveMessage, ({ db, params, user, body }) =>
    addMessage(db, user, requireDivision(params.division), {
      name: text(body.name),
      phone: text(body.phone),
      email: text(body.email),
      // as written: not trimmed
      content: body.content ?? '',
    }),
  ),
];
