import {
  addressCopy,
  bankCopy,
  businessCopy,
  certificationCopy,
  capitalCopy,
  contractCopy,
  cooperationCopy,
  creditCopy,
  depositCopy,
  distributionCopy,
  enquiryCopy,
  goodsCopy,
  invoiceCopy,
  logisticsCopy,
  medicalCopy,
  memberCopy,
  memberMenuCopy,
  navCopy,
  rewardCopy,
  serviceOrderCopy,
  staffCopy,
  staffNoticeCopy,
  statisticsCopy,
  supplyCopy,
  systemLogCopy,
  teamCopy,
  toolbarCopy,
  ventureCopy,
  warAreaCopy,
  warehouseCopy,
  withdrawalCopy,
} from '@/copy';
import type { ComponentType } from 'react';
import type { MemberRoute } from '@/config/paths';
import { PERMISSIONS } from '@/lib/permissions';
import { UnreadNoticeCount } from '@/features/staff/components/unread-notice-count';
import type { MemberScreen } from '../member-routes';

export interface MemberMenuGroup {
  key: string;
  label: string;
  /** A centreJurisdiction code the member must hold to see the group. */
  permission?: string;
}

export interface MemberMenuItem {
  route: MemberRoute;
  label: string;
  /** A centreJurisdiction code the member must hold to see the entry. */
  permission?: string;
  group: MemberMenuGroup;
  /** A figure shown beside the label (unread notices...), which loads what it counts itself. */
  count?: ComponentType;
}

/** The side menu's groups, in the order they are shown. */
export const MEMBER_MENU_GROUPS = {
  account: { key: 'account', label: memberMenuCopy.account },
  money: { key: 'money', label: memberMenuCopy.money },
  shopping: { key: 'shopping', label: memberMenuCopy.shopping },
  service: { key: 'service', label: memberMenuCopy.service },
  business: { key: 'business', label: memberMenuCopy.business },
  supply: { key: 'supply', label: memberMenuCopy.supply },
  system: {
    key: 'system',
    label: systemLogCopy.group,
    permission: PERMISSIONS.systemManagement,
  },
} satisfies Record<string, MemberMenuGroup>;
const groups = MEMBER_MENU_GROUPS;

/** Screens opened from another one (a record of its list, its id in the URL), not from the menu. */
type UnlistedScreen = 'general_staff_info';

/** One entry for every other member screen, in menu order within its group. */
const menuEntries: Record<Exclude<MemberScreen, UnlistedScreen>, Omit<MemberMenuItem, 'route'>> = {
  member_center: { label: memberCopy.centreTitle, group: groups.account },
  my_address: { label: addressCopy.pageTitle, group: groups.account },
  my_bank: { label: bankCopy.pageTitle, group: groups.account },
  my_invoice: { label: invoiceCopy.pageTitle, group: groups.account },
  income_summary: { label: capitalCopy.summaryTitle, group: groups.money },
  income: { label: capitalCopy.incomeTitle, group: groups.money },
  expend: { label: capitalCopy.expendTitle, group: groups.money },
  withdrawal: { label: withdrawalCopy.pageTitle, group: groups.money },
  venture: { label: ventureCopy.pageTitle, group: groups.money },
  my_deposit: { label: depositCopy.pageTitle, group: groups.money },
  my_reward: { label: rewardCopy.pageTitle, group: groups.money },
  my_credit: { label: creditCopy.pageTitle, group: groups.money },
  my_cart: { label: toolbarCopy.cart, group: groups.shopping },
  my_collect: { label: toolbarCopy.favourites, group: groups.shopping },
  my_view: { label: toolbarCopy.history, group: groups.shopping },
  water_order: { label: toolbarCopy.orders, group: groups.shopping },
  history_order: { label: navCopy.historyOrders, group: groups.shopping },
  after_order: { label: navCopy.afterSales, group: groups.shopping },
  my_hot: { label: goodsCopy.hotTitle, group: groups.shopping },
  my_ask: { label: enquiryCopy.pageTitle, group: groups.service },
  my_contract: { label: contractCopy.pageTitle, group: groups.service },
  rule: { label: memberCopy.ruleTitle, group: groups.service },
  service_order: { label: serviceOrderCopy.pageTitle, group: groups.service },
  consultation: { label: medicalCopy.pageTitle, group: groups.service },
  total_storage: { label: warehouseCopy.pageTitle, group: groups.supply },
  my_group: { label: teamCopy.myGroupTitle, group: groups.business },
  group_action: { label: teamCopy.groupActionTitle, group: groups.business },
  good_supply: { label: supplyCopy.pageTitle, group: groups.supply },
  certification_sava: { label: certificationCopy.supplierTitle, group: groups.supply },
  supplier_category: { label: certificationCopy.categoryTitle, group: groups.supply },
  distribution_center: { label: distributionCopy.pageTitle, group: groups.business },
  business_status: { label: businessCopy.pageTitle, group: groups.business },
  cooperation: { label: cooperationCopy.pageTitle, group: groups.business },
  general_staff: { label: staffCopy.pageTitle, group: groups.business },
  general_staff_notice: {
    label: staffNoticeCopy.pageTitle,
    group: groups.business,
    count: UnreadNoticeCount,
  },
  war_area: { label: warAreaCopy.pageTitle, group: groups.business },
  logistics_tasks: { label: logisticsCopy.regularTitle, group: groups.supply },
  logistics_tasks1: { label: logisticsCopy.extraTitle, group: groups.supply },
  data_statistics: { label: statisticsCopy.salesTitle, group: groups.business },
  salesInfo_sum: { label: statisticsCopy.performanceTitle, group: groups.business },
  system_log: {
    label: systemLogCopy.title,
    group: groups.system,
    permission: PERMISSIONS.systemLog,
  },
};

export const memberMenu: MemberMenuItem[] = Object.entries(menuEntries).map(([route, entry]) => ({
  route: route as MemberScreen,
  ...entry,
}));
