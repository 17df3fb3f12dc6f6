import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { PORTAL_PATHS } from '@/features/portal/api/portal-api';
import { findNews, listNews } from '../db/news';
import { memberHandler } from './envelope';
import { positiveInt } from './request-fields';

export const portalHandlers = [
  memberHandler('get', PORTAL_PATHS.index, ({ db }) => db.indexOverview),

  memberHandler('get', PORTAL_PATHS.newsList, ({ db, query }) =>
    listNews(db, {
      pageNo: positiveInt(query.get('pageNo'), 1),
      pageSize: positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE),
      keyword: query.get('keyword') ?? '',
    }),
  ),

  memberHandler('get', PORTAL_PATHS.newsDetail, ({ db, params }) =>
    findNews(db, Number(params.newId)),
  ),
];
