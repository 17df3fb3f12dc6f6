import { termCopy } from './terms';
/** 收支汇总, 收入明细, 支出明细 and the balance trend. */
export const capitalCopy = {
  summaryTitle: '收支汇总',
  incomeTitle: '收入明细',
  expendTitle: '支出明细',
  income: termCopy.income,
  expense: '支出',
  net: '净收支',
  chartCaption: (period: string) => `${period}每月收支`,
  seeIncome: '查看收入明细',
  seeExpend: '查看支出明细',
  searchRemark: '搜索备注',
  lineTotal: (count: number) => `共 ${count} 笔，合计`,
  incomeEmpty: '暂无收入记录',
  expendEmpty: '暂无支出记录',
  trendTitle: '余额走势',
  trendSeries: termCopy.monthEndBalance,
  trendCaption: '近12个月月末余额',
} as const;

/** 创业收益: the member's investments and their returns. */
export const ventureCopy = {
  pageTitle: '创业收益',
  investAmount: '累计投资',
  incomeAmount: '累计收益',
  count: '投资项目',
  countValue: (count: number) => `${count} 个`,
  name: '项目名称',
  amount: '投资金额',
  time: '投资时间',
  status: termCopy.status,
  income: '已获收益',
  actions: termCopy.actions,
  showIncome: '收益明细',
  incomeTitle: (name: string) => `收益明细 · ${name}`,
  investmentNotFound: '该投资项目不存在',
  incomeTime: '到账时间',
  incomeAmountColumn: '收益金额',
  remark: termCopy.remark,
  empty: '暂无投资项目',
  incomeEmpty: '暂无收益记录',
} as const;
