import {
  divisionEndpoints,
  type DivisionListEndpoint,
} from '@/features/division/api/division-endpoints';
import type { DivisionListKind } from '@/features/division/api/division-schemas';
import {
  divisionProfile,
  findDivisionNews,
  listDivisionRows,
  requireDivision,
} from '../db/division';
import { addMessage, listOwnMessages } from '../db/division-messages';
import { memberHandler, type MemberContext } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

/**
 * Answers the list of `kind`: a page of the division's rows that match the keyword. Each list's
 * handler pairs it with its own endpoint, whose answer type checks the rows.
 */
const rowsOf =
  <K extends DivisionListKind>(kind: K) =>
  ({ db, params, query }: MemberContext<DivisionListEndpoint<K>>) =>
    listDivisionRows(db, kind, requireDivision(params.division), {
      ...pageQuery(query),
      keyword: query.keyword ?? '',
    });

export const divisionHandlers = [
  memberHandler(divisionEndpoints.news, rowsOf('news')),
  memberHandler(divisionEndpoints.products, rowsOf('products')),
  memberHandler(divisionEndpoints.user, rowsOf('user')),
  memberHandler(divisionEndpoints.business, rowsOf('business')),
  memberHandler(divisionEndpoints.group, rowsOf('group')),
  memberHandler(divisionEndpoints.store, rowsOf('store')),
  memberHandler(divisionEndpoints.development, rowsOf('development')),

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
