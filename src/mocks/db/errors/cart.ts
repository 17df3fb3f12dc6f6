import { errorTable } from './error-table';

/** The errors of the cart and of the quantities it and an order take. */
export const cartError = errorTable({
  cartRowNotFound: { code: '20103', message: '购物车中没有该商品' },
  quantityTooSmall: { code: '20104', message: '购买数量不能少于1' },
  quantityOverStock: { code: '20105', message: '购买数量超出库存' },
});
