import type { Address } from '@/features/address/api/address-schemas';
import type { Agreement } from '@/features/auth/api/auth-schemas';
import type { BankRechargeBody } from '@/features/checkout/api/checkout-schemas';
import type { Bill, UserBank, Withdrawal } from '@/features/finance/api/finance-schemas';
import type { InvestIncome, Investment } from '@/features/finance/api/capital-schemas';
import type {
  DivisionContact,
  DivisionIntroduction,
  DivisionListItems,
  DivisionListKind,
  DivisionMessage,
  DivisionNewsDetail,
} from '@/features/division/api/division-schemas';
import type { DivisionId } from '@/lib/enums/division';
import type { SavedInvoice } from '@/features/invoice/api/invoice-schemas';
import type {
  Award,
  CreditLog,
  Guarantee,
  GuaranteeRecord,
} from '@/features/standing/api/standing-schemas';
import type { GuaranteeStatus } from '@/lib/enums/guarantee-status';
import type { AfterConsult, AfterSale, OrderDetail } from '@/features/orders/api/orders-schemas';
import type { IndexOverview, NewsDetail } from '@/features/portal/api/portal-schemas';
import type { ClassifyRow, FavouriteRow, GoodRow } from './goods-rows';
import type { PortalTables } from './portal-rows';
import type { CooperationTables } from './cooperation-rows';
import type { ServiceOrderTables } from './service-order-rows';
import type { WarehouseTables } from './warehouse-rows';
import type { DistributionTables } from './distribution-rows';
import type { SupplyTables } from './supply-rows';
import type { TeamTables } from './team-rows';
import type { StaffingTables } from './staffing-rows';
import type { LogisticsTables } from './logistics-rows';
import type { MedicalTables } from './medical-rows';
import type { SaleRow } from './sales-rows';
import type { UserInfo } from '@/lib/user-schema';
import type { Envelope } from '@/lib/api-types';
import type { Contract } from '@/features/contract/api/contract-schemas';
import type { EnquiryMessage, EnquirySummary } from '@/features/enquiry/api/enquiry-schemas';

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

export interface OrderRow extends OrderDetail {
  userId: number;
  /** Why the invoice request was refused; '' unless invoiceAudit is 2. */
  refuseReason: string;
}

export interface AfterSaleRow extends AfterSale {
  userId: number;
}

export interface AfterConsultRow extends AfterConsult {
  afterId: number;
}

export interface AddressRow extends Address {
  userId: number;
}

export interface InvoiceRow extends SavedInvoice {
  userId: number;
}

export interface BankRow extends UserBank {
  userId: number;
}

import type { AuditStatus } from '@/lib/enums/audit-status';

export type { AuditStatus };

/** A line of the member's statement; a withdrawal's line reads its request's audit status. */
export interface BillRow extends Omit<Bill, 'auditStatus'> {
  userId: number;
  /** The withdrawal request of a WITHDRAW line, otherwise null. */
  applyId: number | null;
}

export interface WithdrawalRow extends Withdrawal {
  userId: number;
}

/** A venture investment; `income` is summed from its returns when answered. */
export interface InvestmentRow extends Omit<Investment, 'income'> {
  userId: number;
}

/** A return of an investment; it was credited to the balance by its statement line. */
export interface InvestIncomeRow extends InvestIncome {
  investId: number;
}

/** A deposit; what it holds now is read from its records. */
export interface GuaranteeRow extends Omit<Guarantee, 'held' | 'records' | 'status'> {
  userId: number;
  status: GuaranteeStatus;
}

/** A line of a deposit's history. */
export interface GuaranteeRecordRow extends GuaranteeRecord {
  guaranteeId: number;
}

export interface AwardRow extends Award {
  userId: number;
}

/** A change of a member's credit score; the newest one's scoreAfter is the score. */
export interface CreditLogRow extends CreditLog {
  userId: number;
}

export interface RechargeRow extends BankRechargeBody {
  rechargeId: number;
  userId: number;
  auditStatus: AuditStatus;
}

export interface DivisionProfileRow {
  division: DivisionId;
  introduction: DivisionIntroduction;
  contact: DivisionContact;
}

/** The rows of each searchable division list; news rows carry their content. */
export type DivisionListRows = {
  [K in DivisionListKind]: (K extends 'news' ? DivisionNewsDetail : DivisionListItems[K]) & {
    division: DivisionId;
  };
};

export type DivisionTables = { [K in DivisionListKind]: DivisionListRows[K][] };

export interface DivisionMessageRow extends DivisionMessage {
  userId: number;
}

/** An online enquiry (feedback); its messages are in feedbackMessages. */
export interface FeedbackRow extends EnquirySummary {
  userId: number;
}

export interface FeedbackMessageRow extends EnquiryMessage {
  feedbackId: number;
}

/**
 * A contract; its status is read from its end date unless a request about it is under the
 * platform's review.
 */
export interface ContractRow extends Omit<Contract, 'status'> {
  userId: number;
  /** The status the platform holds it in, or null: then its end date decides. */
  review: 'EXTENSION_AUDIT' | 'NEW_AUDIT' | 'REFUSED' | null;
}

/**
 * What a queued failure answers instead of the normal handler (MOCK.md test seam). With
 * `after: true` the handler runs first and its changes stay; then the reply is lost
 * (network), late (delayMs) or replaced (httpStatus).
 */
export type FailureAnswer = (
  | { errorCode: string; errorMessage: string }
  | { httpStatus: number }
  | { network: true }
  | { delayMs: number }
  | { resultData: unknown }
) & { after?: boolean };

/** The first answer to a call that carried an Idempotency-Key (MOCK.md). */
export interface RememberedAnswer {
  key: string;
  /** Upper case. */
  method: string;
  pathname: string;
  envelope: Envelope<unknown>;
}

export type OnlinePayMethod = 'wx' | 'zfb';

/** A WeChat or Alipay top-up, paid when the provider's callback arrives. */
export interface OnlineRechargeRow {
  rechargeId: number;
  userId: number;
  method: OnlinePayMethod;
  tradeNo: string;
  /** fen credited to the balance when paid (the fee is the provider's, on top). */
  price: number;
  paid: boolean;
}

export interface QueuedFailure {
  /** Upper case. */
  method: string;
  /** Without leading slash or query; `:name` segments match any value. */
  path: string;
  answer: FailureAnswer;
  remaining: number;
}

/** The last id handed out per table (sequences.ts); ids are never handed out twice. */
export interface Sequences {
  userId: number;
  token: number;
  cartId: number;
  addressId: number;
  orderId: number;
  afterId: number;
  consultId: number;
  divisionMessageId: number;
  bankId: number;
  invoiceId: number;
  billId: number;
  applyId: number;
  feedbackId: number;
  feedbackMessageId: number;
  contractId: number;
  varietyCertificationId: number;
  supplyGoodId: number;
  rechargeId: number;
  onlineRechargeId: number;
  serveId: number;
  stockLogId: number;
  distributionId: number;
  distributionRequestId: number;
  cooperationId: number;
  cooperationDraftId: number;
  priceLogId: number;
  teamMemberId: number;
  invitationId: number;
  grantId: number;
  teamActionId: number;
  staffId: number;
  taskRecordId: number;
  medicalConsultationId: number;
}

export interface Database extends PortalTables, SupplyTables, DistributionTables {
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
  afterSales: AfterSaleRow[];
  /** The messages of every after-sales conversation. */
  afterConsults: AfterConsultRow[];
  addresses: AddressRow[];
  invoices: InvoiceRow[];
  banks: BankRow[];
  /** The statement of money in and out. */
  bills: BillRow[];
  withdrawals: WithdrawalRow[];
  investments: InvestmentRow[];
  investIncomes: InvestIncomeRow[];
  guarantees: GuaranteeRow[];
  guaranteeRecords: GuaranteeRecordRow[];
  awards: AwardRow[];
  creditLogs: CreditLogRow[];
  recharges: RechargeRow[];
  news: NewsDetail[];
  agreements: Agreement[];
  indexOverview: IndexOverview;
  divisionProfiles: DivisionProfileRow[];
  divisionLists: DivisionTables;
  divisionMessages: DivisionMessageRow[];
  feedbacks: FeedbackRow[];
  feedbackMessages: FeedbackMessageRow[];
  contracts: ContractRow[];
  /** Cooperation tasks, drafts and price logs (cooperation-rows.ts). */
  cooperation: CooperationTables;
  /** total_storage (warehouse-rows.ts). */
  warehouse: WarehouseTables;
  /** service_order (service-order-rows.ts). */
  service: ServiceOrderTables;
  /** The member area's team family (team-rows.ts). */
  team: TeamTables;
  /** The member's staff, their notices and war areas (staffing-rows.ts). */
  staffing: StaffingTables;
  /** logistics_tasks and logistics_tasks1 (logistics-rows.ts). */
  logistics: LogisticsTables;
  /** consultation and the medical categories' goods and services (medical-rows.ts). */
  medical: MedicalTables;
  /** What the members' networks sold: 数据统计 and 销售汇总 (sales-rows.ts). */
  sales: SaleRow[];
  failures: QueuedFailure[];
  idempotentAnswers: RememberedAnswer[];
  onlineRecharges: OnlineRechargeRow[];
  /** The last id handed out per table. */
  sequences: Sequences;
}
