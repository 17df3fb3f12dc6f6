import { chartCopy } from './chart';
import { goodsCopy } from './goods';
import { teamCopy, teamDepthCopy } from './team';
import { termCopy } from './terms';

/** 本人 (the member), 一级 … 三级: who made a sale, in the team's levels. */
export const performanceDepthCopy = { 0: '本人', ...teamDepthCopy } as const;

/** 数据统计 (member/data_statistics) and 销售汇总 (member/salesInfo_sum). */
export const statisticsCopy = {
  salesTitle: '数据统计',
  performanceTitle: '销售汇总',
  salesAmount: '销售额',
  orderCount: '订单数',
  teamAmount: '团队业绩',
  people: '统计人数',
  byMonth: '按月销售',
  byCategory: '按商品分类',
  byDistrict: '按地区',
  byDepth: '按层级',
  byMember: '按成员',
  month: chartCopy.category,
  category: goodsCopy.category,
  district: '地区',
  share: '占比',
  depth: '层级',
  members: '人数',
  name: termCopy.personName,
  phone: termCopy.phone,
  grade: termCopy.memberLevel,
  gradeValue: teamCopy.gradeValue,
  noSales: '暂无销售数据',
  fileName: (page: string, part: string, period: string) => `${page}-${part}-${period}`,
} as const;
