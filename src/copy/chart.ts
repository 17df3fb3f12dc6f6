/** The shared chart: its table alternative and the switch between the two. */
export const chartCopy = {
  showTable: '以表格查看',
  showChart: '以图表查看',
  category: '月份',
  loading: '图表加载中',
} as const;
