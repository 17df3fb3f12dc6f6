import { GOODS_PATHS } from '@/features/goods/api/goods-api';
import { GOOD_SORTS } from '@/features/goods/api/goods-types';
import {
  addFavourite,
  listFavourites,
  removeFavourite,
  updateFavouriteNote,
} from '../db/favourites';
import {
  alwaysBought,
  classifyTree,
  findGood,
  goodDetail,
  goodDistricts,
  isCollected,
  listGoods,
} from '../db/goods';
import { hotGoods } from '../db/hot-goods';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { oneOf, optionalId, pageQuery, positiveInt, requireId, text } from './request-fields';

const ALWAYS_BOUGHT_DEFAULT = 6;

/** Specific paths before good/:goodId, which would match them too. */
export const goodsHandlers = [
  memberHandler('get', GOODS_PATHS.hot, ({ db }) => db.hotWords),
  memberHandler('get', GOODS_PATHS.always, ({ db, user, query }) =>
    alwaysBought(db, user.userId, positiveInt(query.get('pageSize'), ALWAYS_BOUGHT_DEFAULT)),
  ),
  memberHandler('get', GOODS_PATHS.collectState, ({ db, user, query }) => {
    const goodId = findGood(db, requireId(query.get('goodId'))).goodId;
    return { goodId, isCollect: isCollected(db, user.userId, goodId) ? 1 : 0 };
  }),
  memberHandler('get', GOODS_PATHS.districts, ({ db, params }) =>
    goodDistricts(db, requireId(params.goodId)),
  ),
  memberHandler('get', GOODS_PATHS.list, ({ db, query }) => {
    return listGoods(db, {
      ...pageQuery(query),
      keyword: query.get('keyword') ?? undefined,
      classifyId: optionalId(query.get('classifyId')) ?? undefined,
      sort: oneOf(GOOD_SORTS, query.get('sort')) ?? 'default',
    });
  }),
  memberHandler('get', GOODS_PATHS.detail, ({ db, user, params }) =>
    goodDetail(db, user.userId, requireId(params.goodId)),
  ),
  memberHandler('get', GOODS_PATHS.classify, ({ db }) => classifyTree(db)),
  memberHandler('get', GOODS_PATHS.favourites, ({ db, user, query }) =>
    listFavourites(db, user.userId, pageQuery(query)),
  ),
  memberHandler('post', GOODS_PATHS.favourites, ({ db, user, body }) => {
    addFavourite(db, user.userId, requireId(body.goodId), new Date());
    return null;
  }),
  memberHandler('put', GOODS_PATHS.favourites, ({ db, user, body }) => {
    updateFavouriteNote(db, user.userId, {
      goodId: requireId(body.goodId),
      remark: text(body, 'remark'),
    });
    return null;
  }),
  memberHandler('get', GOODS_PATHS.hotGoods, ({ db, user, query }) =>
    pageOf(hotGoods(db, user.userId), pageQuery(query)),
  ),
  memberHandler('delete', GOODS_PATHS.favourite, ({ db, user, params }) => {
    removeFavourite(db, user.userId, requireId(params.goodId));
    return null;
  }),
];
