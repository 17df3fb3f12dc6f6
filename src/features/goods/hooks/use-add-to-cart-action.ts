import { goodsCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';

/** What 加入购物车 and 立即购买 act on. */
export interface StockChoice {
  goodStockId: number;
  num: number;
}

/** The cart call comes from the app layer (goods does not import cart). */
export type AddToCart = (choice: StockChoice) => Promise<unknown>;

/** 加入购物车 as a button runs it: one call at a time, 已加入购物车 once the cart has it. */
export function useAddToCartAction(onAddToCart: AddToCart) {
  return useSingleFlight(async (choice: StockChoice) => {
    try {
      await onAddToCart(choice);
      getFeedback().toastSuccess(goodsCopy.addedToCart);
    } catch (error) {
      reportUnshownError(error);
    }
  });
}
