import { errorTable } from './error-table';

/** The errors of the goods catalogue. */
export const goodsError = errorTable({
  goodNotFound: { code: '20101', message: '该商品不存在或已下架' },
  stockNotFound: { code: '20102', message: '该商品规格不存在' },
  notFavourite: { code: '20103', message: '该商品不在您的收藏中' },
  favouriteNoteTooLong: { code: '20104', message: '备注不能超过 100 个字' },
});
