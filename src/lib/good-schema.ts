import * as s from './schema';

/** A good as a row shows it (the catalogue, favourites, the cart, an order's lines). */
export const goodEntries = { goodId: s.int(), goodName: s.text(), goodImg: s.text() };
