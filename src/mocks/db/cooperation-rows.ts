import type {
  CooperationCategory,
  CooperationDetail,
  CooperationDraftInput,
  CooperationRole,
  PriceLog,
  PriceLogType,
} from '@/features/cooperation/api/cooperation-schemas';

/** A cooperation task; its role's and category's names are read from the catalogue. */
export interface CooperationRow extends Omit<CooperationDetail, 'roleName' | 'categoryName'> {
  userId: number;
}

export interface CooperationDraftRow extends CooperationDraftInput {
  draftId: number;
  userId: number;
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: string;
}

/** A price log; its task's title and its type's name are read when answered. */
export interface PriceLogRow extends Omit<PriceLog, 'cooperationTitle' | 'typeName'> {
  userId: number;
  pdfUrl: string;
}

export interface CooperationTables {
  tasks: CooperationRow[];
  drafts: CooperationDraftRow[];
  priceLogs: PriceLogRow[];
}

/** The platform's lists of roles, categories and price log types. */
export const COOPERATION_ROLES: readonly CooperationRole[] = [
  { roleId: 1, roleName: '发起方' },
  { roleId: 2, roleName: '供应方' },
  { roleId: 3, roleName: '配送方' },
  { roleId: 4, roleName: '服务方' },
];

export const COOPERATION_CATEGORIES: readonly CooperationCategory[] = [
  { categoryId: 1, categoryName: '粮油副食' },
  { categoryId: 2, categoryName: '日用百货' },
  { categoryId: 3, categoryName: '医疗器械' },
  { categoryId: 4, categoryName: '物流配送' },
  { categoryId: 5, categoryName: '广告服务' },
];

/** 1 is written by a price matching; the others come from the platform. */
export const PRICE_MATCHING_TYPE = 1;
export const PRICE_LOG_TYPES: readonly PriceLogType[] = [
  { typeId: PRICE_MATCHING_TYPE, typeName: '价格匹配' },
  { typeId: 2, typeName: '询价记录' },
  { typeId: 3, typeName: '成交记录' },
];

/** Every price log prints as this statement (a static mock document). */
export const PRICE_LOG_PDF = '/docs/price-log.pdf';

/** The suppliers whose offers a matching compares. */
export const SUPPLIERS = [
  '华南粮油供应链有限公司',
  '深圳市优选商贸有限公司',
  '广州市恒丰贸易有限公司',
  '东莞市诚信物流有限公司',
] as const;

/** Offers around the budget: a matching takes the lowest. */
const QUOTE_FACTORS = [0.96, 0.93, 1.02] as const;

/** The offers for a task at a step, the same every time (turning through the suppliers). */
export function quotesFor(cooperationId: number, step: number, budget: number) {
  return QUOTE_FACTORS.map((factor, index) => ({
    supplierName: SUPPLIERS[(cooperationId + step + 1 + index) % SUPPLIERS.length],
    price: Math.round(budget * factor),
  }));
}

/** The lowest offer. */
export const bestQuote = (quotes: ReturnType<typeof quotesFor>) =>
  quotes.reduce((best, quote) => (quote.price < best.price ? quote : best));
