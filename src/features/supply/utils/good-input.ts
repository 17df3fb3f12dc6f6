import { yuanToFen } from '@/utils/money';
import type { SuppliedGoodInput } from '../api/supply-types';

/** The add-good form as typed: the price in yuan, the stock as text. */
export interface GoodFormValues {
  goodName: string;
  brandId?: number;
  companyId?: number;
  specification: string;
  supplyPrice: string;
  stock: string;
  images: string[];
}

/** A supply price in yuan with at most two decimals, above 0, as fen; null otherwise. */
export function supplyPriceFen(yuan: string | undefined): number | null {
  const fen = yuanToFen(yuan ?? '');
  return fen !== null && fen > 0 ? fen : null;
}

const STOCK = /^\d{1,9}$/;

export const isStock = (value: string | undefined): boolean => STOCK.test(value?.trim() ?? '');

/** The checked form as the body of POST supply/user/good (price in fen). */
export function toSuppliedGoodInput(values: GoodFormValues): SuppliedGoodInput {
  return {
    goodName: values.goodName.trim(),
    brandId: values.brandId ?? 0,
    companyId: values.companyId ?? 0,
    specification: values.specification.trim(),
    supplyPrice: supplyPriceFen(values.supplyPrice) ?? 0,
    stock: Number(values.stock.trim()),
    images: values.images,
  };
}
