import { termCopy } from './terms';
/** SPEC section 3, guarantee status, one label per value. */
export const guaranteeStatusCopy = {
  0: termCopy.frozen,
  1: '已全部退还',
  2: '部分违约扣除',
  3: '已全部扣除',
} as const;

/** The lines of a deposit's history, one label per record type. */
export const guaranteeRecordCopy = {
  PAY: '缴纳',
  RETURN: '退还',
  DEDUCT: '违约扣除',
} as const;

export const depositCopy = {
  pageTitle: '我的保证金',
  heldTitle: '保证金（冻结中）',
  empty: '暂无保证金',
  amount: '缴纳金额',
  held: '当前冻结',
  payTime: '缴纳时间',
  unknownStatus: '未知状态',
  history: '保证金记录',
  historyEmpty: '暂无记录',
  recordType: termCopy.type,
  recordAmount: termCopy.amount,
  recordTime: termCopy.time,
  recordReason: '原因',
} as const;

/** The states of a reward, one label per AwardState. */
export const awardStateCopy = {
  PENDING: '待领取',
  CLAIMED: '已领取',
  EXPIRED: termCopy.expired,
} as const;

export const rewardCopy = {
  pageTitle: '我的奖励',
  stateFilter: '奖励状态',
  allStates: termCopy.all,
  empty: '暂无奖励',
  name: '奖励名称',
  reason: '奖励原因',
  amount: '奖励金额',
  createTime: '发放时间',
  state: termCopy.status,
  claimTime: '领取时间',
  actions: termCopy.actions,
  claim: '领取',
  claimed: (amount: string) => `领取成功，${amount} 已存入账户余额`,
  claimUnknown: '网络异常，领取结果未知，已刷新奖励列表，请以列表中的状态为准',
} as const;

/** The credit levels, one description per CreditLevel. */
export const creditLevelCopy = {
  AAA: '信用极好',
  AA: '信用优秀',
  A: '信用良好',
  B: '信用一般',
  C: '信用较差',
} as const;

export const creditCopy = {
  pageTitle: '信用评级',
  ratingTitle: '当前信用',
  score: '信用分',
  level: '信用等级',
  updateTime: termCopy.updateTime,
  bandsTitle: '信用等级说明',
  band: '分数区间',
  bandRange: (min: number, max: number) => `${min}–${max} 分`,
  description: termCopy.note,
  historyTitle: '信用记录',
  historyEmpty: '暂无信用记录',
  time: termCopy.time,
  change: '变动',
  reason: '原因',
  scoreAfter: '变动后信用分',
  /** 92 分 · AAA */
  summary: (score: number, level: string) => `${score} 分 · ${level}`,
} as const;
