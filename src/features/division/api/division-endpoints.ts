import { DESIGNED, endpoint, type Endpoint } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import type { Paged, Wire, WireSchema } from '@/lib/schema';
import {
  divisionContactSchema,
  divisionIntroductionSchema,
  divisionListQuerySchema,
  divisionListSchemas,
  divisionMessageBodySchema,
  divisionMessageSchema,
  divisionMessagesSchema,
  divisionNewsDetailSchema,
  type DivisionListItems,
  type DivisionListKind,
} from './division-schemas';

const BASE = 'v1/front/division/:division';

/** A searchable, paged list of a division's page, by sub-route. */
const listOf = <Sent, Answer>(kind: DivisionListKind, answer: WireSchema<Sent, Answer>) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${kind}`,
    query: divisionListQuerySchema,
    answer,
    errors: ['20801'],
    from: DESIGNED,
  });

/** One searchable list's endpoint: its rows as the server sends them and as the app reads them. */
export type DivisionListEndpoint<K extends DivisionListKind> = Endpoint<
  Paged<DivisionListItems[K]>,
  typeof divisionListQuerySchema,
  undefined,
  Wire<(typeof divisionListSchemas)[K]>
>;

/** The searchable lists, one endpoint each (keyed by their kind in divisionEndpoints). */
const divisionListEndpoints: { [K in DivisionListKind]: DivisionListEndpoint<K> } = {
  news: listOf('news', divisionListSchemas.news),
  products: listOf('products', divisionListSchemas.products),
  user: listOf('user', divisionListSchemas.user),
  business: listOf('business', divisionListSchemas.business),
  group: listOf('group', divisionListSchemas.group),
  store: listOf('store', divisionListSchemas.store),
  development: listOf('development', divisionListSchemas.development),
};

export const divisionEndpoints = endpointGroup('division', {
  ...divisionListEndpoints,
  newsDetail: endpoint({
    method: 'GET',
    path: `${BASE}/news/:newsId`,
    answer: divisionNewsDetailSchema,
    errors: ['20801', '20802'],
    from: DESIGNED,
  }),
  introduction: endpoint({
    method: 'GET',
    path: `${BASE}/introduction`,
    answer: divisionIntroductionSchema,
    errors: ['20801'],
    from: DESIGNED,
  }),
  contact: endpoint({
    method: 'GET',
    path: `${BASE}/contact`,
    answer: divisionContactSchema,
    errors: ['20801'],
    from: DESIGNED,
  }),
  /** The member's own messages to the division. */
  messages: endpoint({
    method: 'GET',
    path: `${BASE}/message`,
    answer: divisionMessagesSchema,
    errors: ['20801'],
    from: DESIGNED,
  }),
  leaveMessage: endpoint({
    method: 'POST',
    path: `${BASE}/message`,
    body: divisionMessageBodySchema,
    answer: divisionMessageSchema,
    errors: ['20801', '20803', '20804', '20805', '20806', '20807', '20808'],
    from: DESIGNED,
  }),
});
