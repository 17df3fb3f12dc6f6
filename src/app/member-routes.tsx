import type { RouteObject } from 'react-router-dom';
import {
  addressCopy,
  bankCopy,
  capitalCopy,
  contractCopy,
  creditCopy,
  depositCopy,
  enquiryCopy,
  goodsCopy,
  invoiceCopy,
  memberCopy,
  memberMenuCopy,
  navCopy,
  rewardCopy,
  systemLogCopy,
  toolbarCopy,
  ventureCopy,
  withdrawalCopy,
} from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import type { MemberRoute } from '@/config/paths';

export interface MemberMenuItem {
  route: MemberRoute;
  label: string;
  /** A centreJurisdiction code the member must hold to see the entry. */
  permission?: string;
  /** The menu group the entry sits in; a group with a code is shown only to members holding it. */
  group: MemberMenuGroup;
}

export interface MemberMenuGroup {
  key: string;
  label: string;
  permission?: string;
}

/** The side menu's groups, in the order they are shown. */
export const MEMBER_MENU_GROUPS = {
  account: { key: 'account', label: memberMenuCopy.account },
  money: { key: 'money', label: memberMenuCopy.money },
  shopping: { key: 'shopping', label: memberMenuCopy.shopping },
  service: { key: 'service', label: memberMenuCopy.service },
  system: {
    key: 'system',
    label: systemLogCopy.group,
    permission: PERMISSIONS.systemManagement,
  },
} satisfies Record<string, MemberMenuGroup>;
const groups = MEMBER_MENU_GROUPS;

/** The member area's screens: one entry feeds both the route tree and the side menu. */
const memberScreens: (MemberMenuItem & { lazy: RouteObject['lazy'] })[] = [
  {
    route: 'member_center',
    group: groups.account,
    label: memberCopy.centreTitle,
    lazy: () => import('./routes/member/member-centre-route'),
  },
  {
    route: 'my_address',
    group: groups.account,
    label: addressCopy.pageTitle,
    lazy: () => import('./routes/member/my-address-route'),
  },
  {
    route: 'my_bank',
    group: groups.account,
    label: bankCopy.pageTitle,
    lazy: () => import('./routes/member/my-bank-route'),
  },
  {
    route: 'my_invoice',
    group: groups.account,
    label: invoiceCopy.pageTitle,
    lazy: () => import('./routes/member/my-invoice-route'),
  },
  {
    route: 'income_summary',
    group: groups.money,
    label: capitalCopy.summaryTitle,
    lazy: () => import('./routes/member/income-summary-route'),
  },
  {
    route: 'income',
    group: groups.money,
    label: capitalCopy.incomeTitle,
    lazy: () => import('./routes/member/income-route'),
  },
  {
    route: 'expend',
    group: groups.money,
    label: capitalCopy.expendTitle,
    lazy: () => import('./routes/member/expend-route'),
  },
  {
    route: 'withdrawal',
    group: groups.money,
    label: withdrawalCopy.pageTitle,
    lazy: () => import('./routes/member/withdrawal-route'),
  },
  {
    route: 'venture',
    group: groups.money,
    label: ventureCopy.pageTitle,
    lazy: () => import('./routes/member/venture-route'),
  },
  {
    route: 'my_deposit',
    group: groups.money,
    label: depositCopy.pageTitle,
    lazy: () => import('./routes/member/my-deposit-route'),
  },
  {
    route: 'my_reward',
    group: groups.money,
    label: rewardCopy.pageTitle,
    lazy: () => import('./routes/member/my-reward-route'),
  },
  {
    route: 'my_credit',
    group: groups.money,
    label: creditCopy.pageTitle,
    lazy: () => import('./routes/member/my-credit-route'),
  },
  {
    route: 'my_cart',
    group: groups.shopping,
    label: toolbarCopy.cart,
    lazy: () => import('./routes/member/my-cart-route'),
  },
  {
    route: 'my_collect',
    group: groups.shopping,
    label: toolbarCopy.favourites,
    lazy: () => import('./routes/member/my-collect-route'),
  },
  {
    route: 'my_view',
    group: groups.shopping,
    label: toolbarCopy.history,
    lazy: () => import('./routes/member/my-view-route'),
  },
  {
    route: 'water_order',
    group: groups.shopping,
    label: toolbarCopy.orders,
    lazy: () => import('./routes/member/water-order-route'),
  },
  {
    route: 'history_order',
    group: groups.shopping,
    label: navCopy.historyOrders,
    lazy: () => import('./routes/member/history-order-route'),
  },
  {
    route: 'after_order',
    group: groups.shopping,
    label: navCopy.afterSales,
    lazy: () => import('./routes/member/after-order-route'),
  },
  {
    route: 'my_hot',
    group: groups.shopping,
    label: goodsCopy.hotTitle,
    lazy: () => import('./routes/member/my-hot-route'),
  },
  {
    route: 'my_ask',
    group: groups.service,
    label: enquiryCopy.pageTitle,
    lazy: () => import('./routes/member/my-ask-route'),
  },
  {
    route: 'my_contract',
    group: groups.service,
    label: contractCopy.pageTitle,
    lazy: () => import('./routes/member/my-contract-route'),
  },
  {
    route: 'rule',
    group: groups.service,
    label: memberCopy.ruleTitle,
    lazy: () => import('./routes/member/rule-route'),
  },
  {
    route: 'system_log',
    label: systemLogCopy.title,
    permission: PERMISSIONS.systemLog,
    group: groups.system,
    lazy: () => import('./routes/member/system-log-route'),
  },
];

export const memberMenu: MemberMenuItem[] = memberScreens.map(
  ({ route, label, permission, group }) => ({ route, label, permission, group }),
);

export const memberRoutes: RouteObject[] = memberScreens.map(({ route, lazy }) => ({
  path: route,
  lazy,
}));
