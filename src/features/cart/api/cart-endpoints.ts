import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  addToCartBodySchema,
  cartCountSchema,
  cartRowSchema,
  cartRowsSchema,
  deleteCartRowsQuerySchema,
  updateCartNumBodySchema,
} from './cart-schemas';

export const cartEndpoints = endpointGroup('cart', {
  /** Number of rows in the member's cart, for the toolbar badge. */
  count: endpoint({
    method: 'GET',
    path: 'v1/front/user/car/num',
    answer: cartCountSchema,
    from: SPEC_PATH,
  }),
  rows: endpoint({
    method: 'GET',
    path: 'v1/front/user/car',
    answer: cartRowsSchema,
    from: SPEC_PATH,
  }),
  /** Adds a stock to the cart, or raises the quantity of its row when it is there already. */
  add: endpoint({
    method: 'POST',
    path: 'v1/front/user/car',
    body: addToCartBodySchema,
    answer: cartRowSchema,
    errors: ['20102', '20104', '20105'],
    from: SPEC_PATH,
  }),
  updateNum: endpoint({
    method: 'PUT',
    path: 'v1/front/user/car/update',
    body: updateCartNumBodySchema,
    answer: cartRowSchema,
    errors: ['20102', '20103', '20104', '20105'],
    from: SPEC_PATH,
  }),
  /** Removes the member's rows among the ids; others' or gone rows are ignored. */
  remove: endpoint({
    method: 'DELETE',
    path: 'v1/front/user/car',
    query: deleteCartRowsQuerySchema,
    answer: noAnswer,
    from: SPEC_PATH,
  }),
});
