/** The period switch of the figures screens (收支汇总, 数据统计, 销售汇总) and their month labels. */
export const periodCopy = {
  label: '统计周期',
  periods: { '6m': '近6个月', '12m': '近12个月', ytd: '今年' },
  year: (year: number) => `${year}年`,
  month: (year: number, month: number) => `${year}年${month}月`,
} as const;
