import { endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  bannersSchema,
  classifiesSchema,
  columnContentQuerySchema,
  columnContentsSchema,
  documentSchema,
  familiesSchema,
  familyDetailSchema,
  galleryImagesSchema,
  helpCategoriesSchema,
  helpCategorySchema,
  helpContentSchema,
  indexOverviewSchema,
  newsDetailSchema,
  newsListSchema,
  portalListQuerySchema,
  timeDetailSchema,
  timesSchema,
  videosSchema,
} from './portal-schemas';

/** SPEC section 7 names these paths; where it names no query, lists take pageNo, pageSize and keyword. */
export const portalEndpoints = endpointGroup('portal', {
  index: endpoint({
    method: 'GET',
    path: 'v1/front/index',
    answer: indexOverviewSchema,
    from: SPEC_PATH,
  }),
  banners: endpoint({
    method: 'GET',
    path: 'v1/front/index/column/banner',
    answer: bannersSchema,
    from: SPEC_PATH,
  }),
  classifies: endpoint({
    method: 'GET',
    path: 'v1/front/index/column/classify',
    answer: classifiesSchema,
    from: SPEC_PATH,
  }),
  /** A column's documents. */
  columnContents: endpoint({
    method: 'GET',
    path: 'v1/front/index/column/classify/content',
    query: columnContentQuerySchema,
    answer: columnContentsSchema,
    errors: ['10102'],
    from: SPEC_PATH,
  }),
  /** One document. */
  columnContent: endpoint({
    method: 'GET',
    path: 'v1/front/index/column/classify/content/:contentId',
    answer: documentSchema,
    errors: ['10101'],
    from: SPEC_PATH,
  }),
  videos: endpoint({
    method: 'GET',
    path: 'v1/front/index/void',
    query: portalListQuerySchema,
    answer: videosSchema,
    from: SPEC_PATH,
  }),
  images: endpoint({
    method: 'GET',
    path: 'v1/front/index/image',
    answer: galleryImagesSchema,
    from: SPEC_PATH,
  }),
  times: endpoint({
    method: 'GET',
    path: 'v1/front/index/user/time',
    query: portalListQuerySchema,
    answer: timesSchema,
    from: SPEC_PATH,
  }),
  time: endpoint({
    method: 'GET',
    path: 'v1/front/index/user/time/:timeId',
    answer: timeDetailSchema,
    errors: ['10104'],
    from: SPEC_PATH,
  }),
  families: endpoint({
    method: 'GET',
    path: 'v1/front/index/user',
    query: portalListQuerySchema,
    answer: familiesSchema,
    from: SPEC_PATH,
  }),
  family: endpoint({
    method: 'GET',
    path: 'v1/front/index/user/:familyId',
    answer: familyDetailSchema,
    errors: ['10103'],
    from: SPEC_PATH,
  }),
  /** The ticker's source too. */
  newsList: endpoint({
    method: 'GET',
    path: 'v1/front/new',
    query: portalListQuerySchema,
    answer: newsListSchema,
    from: SPEC,
  }),
  newsDetail: endpoint({
    method: 'GET',
    path: 'v1/front/new/:newId',
    answer: newsDetailSchema,
    errors: ['10006'],
    from: SPEC_PATH,
  }),
  helps: endpoint({
    method: 'GET',
    path: 'v1/front/help',
    answer: helpCategoriesSchema,
    from: SPEC_PATH,
  }),
  help: endpoint({
    method: 'GET',
    path: 'v1/front/help/:helpId',
    answer: helpCategorySchema,
    errors: ['10105'],
    from: SPEC_PATH,
  }),
  helpContent: endpoint({
    method: 'GET',
    path: 'v1/front/help/content/:contentId',
    answer: helpContentSchema,
    errors: ['10105'],
    from: SPEC_PATH,
  }),
});
