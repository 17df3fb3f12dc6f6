import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import type { PortalListQuery } from '@/features/portal/api/portal-schemas';
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
import { memberHandler, type SentQuery } from './envelope';
import { pageQuery, requireId } from './request-fields';

const listQuery = (query: SentQuery<typeof portalEndpoints.newsList>): PortalListQuery => ({
  ...pageQuery(query),
  keyword: query.keyword ?? '',
});

/** index/user/time before index/user/:familyId, which would match it too. */
export const portalHandlers = [
  memberHandler(portalEndpoints.index, ({ db }) => db.indexOverview),
  memberHandler(portalEndpoints.newsList, ({ db, query }) => listNews(db, listQuery(query))),
  memberHandler(portalEndpoints.newsDetail, ({ db, params }) =>
    findNews(db, requireId(params.newId)),
  ),
  memberHandler(portalEndpoints.banners, ({ db }) => db.banners),
  memberHandler(portalEndpoints.classifies, ({ db }) => db.columnClassifies),
  memberHandler(portalEndpoints.columnContents, ({ db, query }) =>
    listDocuments(db, { ...listQuery(query), classifyId: requireId(query.classifyId) }),
  ),
  memberHandler(portalEndpoints.columnContent, ({ db, params }) =>
    findDocument(db, requireId(params.contentId)),
  ),
  memberHandler(portalEndpoints.videos, ({ db, query }) => listVideos(db, listQuery(query))),
  memberHandler(portalEndpoints.images, ({ db }) => db.galleryImages),
  memberHandler(portalEndpoints.times, ({ db, query }) => listTimes(db, listQuery(query))),
  memberHandler(portalEndpoints.time, ({ db, params }) => findTime(db, requireId(params.timeId))),
  memberHandler(portalEndpoints.families, ({ db, query }) => listFamilies(db, listQuery(query))),
  memberHandler(portalEndpoints.family, ({ db, params }) =>
    findFamily(db, requireId(params.familyId)),
  ),
];
