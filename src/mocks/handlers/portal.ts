import { PORTAL_PATHS } from '@/features/portal/api/portal-api';
import type { PortalListQuery } from '@/features/portal/api/portal-types';
import { findNews, listNews } from '../db/news';
import {
  findDocument,
  findFamily,
  findTime,
  listDocuments,
  listFamilies,
  listTimes,
  listVideos,
} from '../db/portal-content';
import { memberHandler } from './envelope';
import { pageQuery, requireId } from './request-fields';

const listQuery = (query: URLSearchParams): PortalListQuery => ({
  ...pageQuery(query),
  keyword: query.get('keyword') ?? '',
});

/** index/user/time before index/user/:familyId, which would match it too. */
export const portalHandlers = [
  memberHandler('get', PORTAL_PATHS.index, ({ db }) => db.indexOverview),
  memberHandler('get', PORTAL_PATHS.newsList, ({ db, query }) => listNews(db, listQuery(query))),
  memberHandler('get', PORTAL_PATHS.newsDetail, ({ db, params }) =>
    findNews(db, requireId(params.newId)),
  ),
  memberHandler('get', PORTAL_PATHS.banners, ({ db }) => db.banners),
  memberHandler('get', PORTAL_PATHS.classifies, ({ db }) => db.columnClassifies),
  memberHandler('get', PORTAL_PATHS.columnContents, ({ db, query }) =>
    listDocuments(db, { ...listQuery(query), classifyId: requireId(query.get('classifyId')) }),
  ),
  memberHandler('get', PORTAL_PATHS.columnContent, ({ db, params }) =>
    findDocument(db, requireId(params.contentId)),
  ),
  memberHandler('get', PORTAL_PATHS.videos, ({ db, query }) => listVideos(db, listQuery(query))),
  memberHandler('get', PORTAL_PATHS.images, ({ db }) => db.galleryImages),
  memberHandler('get', PORTAL_PATHS.times, ({ db, query }) => listTimes(db, listQuery(query))),
  memberHandler('get', PORTAL_PATHS.time, ({ db, params }) =>
    findTime(db, requireId(params.timeId)),
  ),
  memberHandler('get', PORTAL_PATHS.families, ({ db, query }) =>
    listFamilies(db, listQuery(query)),
  ),
  memberHandler('get', PORTAL_PATHS.family, ({ db, params }) =>
    findFamily(db, requireId(params.familyId)),
  ),
];
