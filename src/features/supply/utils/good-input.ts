import { readWholeNumber, readYuan } from '@/utils/typed-number';
import type { SuppliedGoodInput } from '../api/supply-schemas';

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

/** A supply price in yuan (full-width digits accepted), at most two decimals, above 0, as fen. */
export function supplyPriceFen(yuan: string | undefined): number | null {
  const read = readYuan(yuan ?? '');
  return read.ok && read.value > 0 ? read.value : null;
}

const STOCK_MAX = 999_999_999;

/** A stock as typed (full-width digits accepted) as a whole number up to 999,999,999. */
export function stockOf(typed: string | undefined): number | null {
  const read = readWholeNumber(typed ?? '');
  return read.ok && read.value <= STOCK_MAX ? read.value : null;
}

export const isStock = (typed: string | undefined): boolean => stockOf(typed) !== null;

/** The checked form as the body of POST supply/user/good (price in fen). */
export function toSuppliedGoodInput(values: GoodFormValues): SuppliedGoodInput {
  return {
    goodName: values.goodName.trim(),
    brandId: values.brandId ?? 0,
    companyId: values.companyId ?? 0,
    specification: values.specification.trim(),
    supplyPrice: supplyPriceFen(values.supplyPrice) ?? 0,
    stock: stockOf(values.stock) ?? 0,
    images: values.images,
  };
}
