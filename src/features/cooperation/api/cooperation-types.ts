import type { PageQuery } from '@/lib/api-types';
import type { CooperationStep } from '@/lib/enums/cooperation-step';

export {
  COOPERATION_STEPS,
  INTERRUPTED_STEP,
  LAST_STEP,
  UNPROCESSED_STEP,
  type CooperationStep,
} from '@/lib/enums/cooperation-step';

/** GET cooperation/role: a role a member can have in a cooperation task (designed). */
export interface CooperationRole {
  roleId: number;
  roleName: string;
}

/** GET cooperation/category: what a cooperation task is about (designed). */
export interface CooperationCategory {
  categoryId: number;
  categoryName: string;
}

/** One cooperation task of GET cooperation (designed). */
export interface Cooperation {
  cooperationId: number;
  cooperationNo: string;
  title: string;
  /** The member's role in the task. */
  roleId: number;
  roleName: string;
  categoryId: number;
  categoryName: string;
  quantity: number;
  /** fen */
  budget: number;
  /** fen: the price of the latest matching; null until prices were matched. */
  matchedPrice: number | null;
  status: CooperationStep;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** YYYY-MM-DD HH:mm:ss, the latest step. */
  updateTime: string;
}

/** One entry of a task's history: the step it reached, when and why. */
export interface CooperationStepRecord {
  status: CooperationStep;
  remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** GET cooperation/{id} (designed): the task with its description and its history, oldest first. */
export interface CooperationDetail extends Cooperation {
  description: string;
  steps: CooperationStepRecord[];
}

export interface CooperationPage {
  list: Cooperation[];
  total: number;
}

export interface CooperationQuery extends PageQuery {
  status?: CooperationStep;
  categoryId?: number;
  roleId?: number;
}

/** What a draft holds and what POST/PUT draft/cooperation send (designed). */
export interface CooperationDraftInput {
  title: string;
  roleId: number;
  categoryId: number;
  description: string;
  quantity: number;
  /** fen, > 0 */
  budget: number;
}

/** GET draft/cooperation (designed): a task not yet submitted. */
export interface CooperationDraft extends CooperationDraftInput {
  draftId: number;
  roleName: string;
  categoryName: string;
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: string;
}

/** POST cooperation/price/matching (designed): the task one step on and the price log written. */
export interface PriceMatching {
  cooperation: Cooperation;
  priceLog: PriceLog;
}

/** GET price/log/type (designed): a kind of price record. */
export interface PriceLogType {
  typeId: number;
  typeName: string;
}

/** One supplier's offer considered by a price matching. */
export interface PriceQuote {
  supplierName: string;
  /** fen */
  price: number;
}

/** One record of GET price/log (designed). */
export interface PriceLog {
  priceLogId: number;
  cooperationId: number;
  cooperationTitle: string;
  typeId: number;
  typeName: string;
  /** The supplier whose price was taken. */
  supplierName: string;
  /** fen */
  price: number;
  quotes: PriceQuote[];
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface PriceLogPage {
  list: PriceLog[];
  total: number;
}

export interface PriceLogQuery extends PageQuery {
  typeId?: number;
}

/** GET price/log/pdf (designed): the record as a PDF, a .pdf opened in /pdfPreview. */
export interface PriceLogPdf {
  pdfUrl: string;
}
