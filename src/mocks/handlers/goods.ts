import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
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
import type { Flag } from '@/lib/schema';
import { optionalId, pageQuery, requireId, text } from './request-fields';

const ALWAYS_BOUGHT_DEFAULT = 6;

/** Specific paths before good/:goodId, which would match them too. */
export const goodsHandlers = [
  memberHandler(goodsEndpoints.hot, ({ db }) => db.hotWords),
  memberHandler(goodsEndpoints.always, ({ db, user, query }) =>
    alwaysBought(db, user.userId, optionalId(query.pageSize) ?? ALWAYS_BOUGHT_DEFAULT),
  ),
  memberHandler(goodsEndpoints.collectState, ({ db, user, query }) => {
    const goodId = findGood(db, requireId(query.goodId)).goodId;
    const isCollect: Flag = isCollected(db, user.userId, goodId) ? 1 : 0;
    return { goodId, isCollect };
  }),
  memberHandler(goodsEndpoints.districts, ({ db, params }) =>
    goodDistricts(db, requireId(params.goodId)),
  ),
  memberHandler(goodsEndpoints.list, ({ db, query }) => {
    return listGoods(db, {
      ...pageQuery(query),
      keyword: query.keyword,
      classifyId: optionalId(query.classifyId) ?? undefined,
      sort: query.sort ?? 'default',
    });
  }),
  memberHandler(goodsEndpoints.detail, ({ db, user, params }) =>
    goodDetail(db, user.userId, requireId(params.goodId)),
  ),
  memberHandler(goodsEndpoints.classify, ({ db }) => classifyTree(db)),
  memberHandler(goodsEndpoints.favourites, ({ db, user, query }) =>
    listFavourites(db, user.userId, pageQuery(query)),
  ),
  memberHandler(goodsEndpoints.addFavourite, ({ db, user, body }) => {
    addFavourite(db, user.userId, requireId(body.goodId), new Date());
    return null;
  }),
  memberHandler(goodsEndpoints.favouriteNote, ({ db, user, body }) => {
    updateFavouriteNote(db, user.userId, {
      goodId: requireId(body.goodId),
      remark: text(body.remark),
    });
    return null;
  }),
  memberHandler(goodsEndpoints.hotGoods, ({ db, user, query }) =>
    pageOf(hotGoods(db, user.userId), pageQuery(query)),
  ),
  memberHandler(goodsEndpoints.removeFavourite, ({ db, user, params }) => {
    removeFavourite(db, user.userId, requireId(params.goodId));
    return null;
  }),
];
