import type { Agreement } from '@/features/auth/api/auth-types';
import type { IndexOverview, NewsDetail } from '@/features/portal/api/portal-types';
import type { ClassifyRow, FavouriteRow, GoodRow } from './goods-rows';
import type { UserInfo } from '@/types/user';

export interface UserRow extends UserInfo {
  password: string;
  /** Platform balance in fen. */
  balance: number;
}

export interface StaffRow {
  staffAccount: string;
  staffPassword: string;
}

export interface CartRow {
  userShoppingCartId: number;
  userId: number;
  goodId: number;
  goodStockId: number;
  num: number;
}

export type OrderStatus =
  | 'WAIT'
  | 'PAYMENT'
  | 'CANCEL'
  | 'SEND'
  | 'START'
  | 'SIGN'
  | 'FINISH'
  | 'REJECTION'
  | 'AFTER'
  | 'RETURN';

export interface OrderRow {
  id: number;
  userId: number;
  status: OrderStatus;
  /** The amount payable, in fen. */
  price: number;
}

export type Flag = 0 | 1;

export interface AddressRow {
  userAddressId: number;
  userId: number;
  userName: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  village: string;
  community: string;
  provinceId: number;
  cityId: number;
  areaId: number;
  streetId: number;
  villageId: number;
  communityId: number;
  entrance: string;
  detailedAddress: string;
  isDefault: Flag;
  autoAddress: string;
}

export interface InvoiceRow {
  userInvoiceId: number;
  userId: number;
  isDefault: Flag;
  /** 0 plain, 1 electronic plain, 2 VAT special. */
  invoiceType: 0 | 1 | 2;
  /** 0 personal, 1 unit. */
  invoiceUserType: Flag;
  userName: string;
  unitName: string;
  taxpayerNumber: string;
  registerLocation: string;
  unitPhone: string;
  openingBank: string;
  bankCardNumbers: string;
  phone: string;
  email: string;
  /** 0 goods detail, 1 goods category. */
  invoiceContent: Flag;
  isInvoice: Flag;
}

export interface BankRow {
  userBankId: number;
  userId: number;
  userBank: string;
  userBankUserName: string;
  userBankNo: string;
}

export type AuditStatus = 'UNDEFINED' | 'PASS' | 'REFUSE' | 'AUDIT' | 'RECALL';

export interface RechargeRow {
  rechargeId: number;
  userId: number;
  bank: string;
  userName: string;
  bankNo: string;
  /** fen */
  rechargePrice: number;
  rechargeTime: string;
  passTime: string;
  rechargeCertificate: string;
  type: number;
  orderId: number | null;
  break: string;
  auditStatus: AuditStatus;
}

/** What a queued failure answers instead of the normal handler (MOCK.md test seam). */
export type FailureAnswer =
  | { errorCode: string; errorMessage: string }
  | { httpStatus: number }
  | { network: true }
  | { delayMs: number }
  | { resultData: unknown };

export interface QueuedFailure {
  /** Upper case. */
  method: string;
  /** Without leading slash or query; `:name` segments match any value. */
  path: string;
  answer: FailureAnswer;
  remaining: number;
}

export interface Sequences {
  userId: number;
  token: number;
  cartId: number;
  addressId: number;
}

export interface Database {
  users: UserRow[];
  staff: StaffRow[];
  /** accessToken -> userId */
  sessions: Record<string, number>;
  /** phone -> the last code sent to it */
  verificationCodes: Record<string, string>;
  carts: CartRow[];
  goods: GoodRow[];
  classifies: ClassifyRow[];
  hotWords: string[];
  favourites: FavouriteRow[];
  orders: OrderRow[];
  addresses: AddressRow[];
  invoices: InvoiceRow[];
  banks: BankRow[];
  recharges: RechargeRow[];
  news: NewsDetail[];
  agreements: Agreement[];
  indexOverview: IndexOverview;
  failures: QueuedFailure[];
  /** The last value handed out per id sequence. */
  sequences: Sequences;
}
