import { endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  addFavouriteBodySchema,
  alwaysBoughtQuerySchema,
  alwaysBoughtSchema,
  classifyTreeSchema,
  collectStateQuerySchema,
  collectStateSchema,
  favouriteListSchema,
  favouriteNoteBodySchema,
  favouritesQuerySchema,
  goodDetailAnswerSchema,
  goodDistrictsSchema,
  goodListQuerySchema,
  goodListSchema,
  hotGoodPageSchema,
  hotGoodsQuerySchema,
  hotWordsSchema,
} from './goods-schemas';

export const goodsEndpoints = endpointGroup('goods', {
  /** The search box's hot words. */
  hot: endpoint({
    method: 'GET',
    path: 'v1/front/hot',
    answer: hotWordsSchema,
    from: SPEC_PATH,
  }),
  list: endpoint({
    method: 'GET',
    path: 'v1/front/good',
    query: goodListQuerySchema,
    answer: goodListSchema,
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/good/:goodId',
    answer: goodDetailAnswerSchema,
    errors: ['20101'],
    from: SPEC_PATH,
  }),
  /** The member's frequently bought goods. */
  always: endpoint({
    method: 'GET',
    path: 'v1/front/good/always',
    query: alwaysBoughtQuerySchema,
    answer: alwaysBoughtSchema,
    from: SPEC_PATH,
  }),
  collectState: endpoint({
    method: 'GET',
    path: 'v1/front/good/collect',
    query: collectStateQuerySchema,
    answer: collectStateSchema,
    errors: ['20101'],
    from: SPEC_PATH,
  }),
  /** Where a good can be delivered. */
  districts: endpoint({
    method: 'GET',
    path: 'v1/front/good/district/:goodId',
    answer: goodDistrictsSchema,
    errors: ['20101'],
    from: SPEC,
  }),
  classify: endpoint({
    method: 'GET',
    path: 'v1/front/classify/good/classify',
    answer: classifyTreeSchema,
    from: SPEC_PATH,
  }),
  favourites: endpoint({
    method: 'GET',
    path: 'v1/front/user/collect',
    query: favouritesQuerySchema,
    answer: favouriteListSchema,
    from: SPEC_PATH,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: 'v1/front/user/collect',
    body: addFavouriteBodySchema,
    answer: noAnswer,
    errors: ['20101'],
    from: SPEC_PATH,
  }),
  /** Saves a favourite's note. */
  favouriteNote: endpoint({
    method: 'PUT',
    path: 'v1/front/user/collect',
    body: favouriteNoteBodySchema,
    answer: noAnswer,
    errors: ['20103', '20104'],
    from: SPEC_PATH,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: 'v1/front/user/collect/:goodId',
    answer: noAnswer,
    from: SPEC_PATH,
  }),
  /** my_hot: the goods of the member's paid orders, the most often bought first. */
  hotGoods: endpoint({
    method: 'GET',
    path: 'v1/front/user/hot',
    query: hotGoodsQuerySchema,
    answer: hotGoodPageSchema,
    from: SPEC_PATH,
  }),
});
