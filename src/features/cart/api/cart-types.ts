import type { Input, Output } from '@/lib/schema';
import type { addToCartBodySchema, cartRowSchema, updateCartNumBodySchema } from './cart-schemas';

/** One row of the member's cart, joined with its good, its promotion and its stock. */
export type CartRow = Output<typeof cartRowSchema>;
export type AddToCartInput = Input<typeof addToCartBodySchema>;
export type UpdateCartNumInput = Input<typeof updateCartNumBodySchema>;
