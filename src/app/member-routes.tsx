import type { RouteObject } from 'react-router-dom';
import {
  addressCopy,
  bankCopy,
  memberCopy,
  navCopy,
  systemLogCopy,
  toolbarCopy,
  withdrawalCopy,
} from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import type { MemberRoute } from '@/config/paths';

export interface MemberMenuItem {
  route: MemberRoute;
  label: string;
  /** A centreJurisdiction code the member must hold to see the entry. */
  permission?: string;
  /** The menu group the entry sits in, shown only to members holding the group's code. */
  group?: MemberMenuGroup;
}

export interface MemberMenuGroup {
  key: string;
  label: string;
  permission: string;
}

const systemManagement: MemberMenuGroup = {
  key: 'system',
  label: systemLogCopy.group,
  permission: PERMISSIONS.systemManagement,
};

/** The member area's screens: one entry feeds both the route tree and the side menu. */
const memberScreens: (MemberMenuItem & { lazy: RouteObject['lazy'] })[] = [
  {
    route: 'member_center',
    label: memberCopy.centreTitle,
    lazy: () => import('./routes/member/member-centre-route'),
  },
  {
    route: 'my_address',
    label: addressCopy.pageTitle,
    lazy: () => import('./routes/member/my-address-route'),
  },
  {
    route: 'my_bank',
    label: bankCopy.pageTitle,
    lazy: () => import('./routes/member/my-bank-route'),
  },
  {
    route: 'withdrawal',
    label: withdrawalCopy.pageTitle,
    lazy: () => import('./routes/member/withdrawal-route'),
  },
  {
    route: 'my_cart',
    label: toolbarCopy.cart,
    lazy: () => import('./routes/member/my-cart-route'),
  },
  {
    route: 'my_collect',
    label: toolbarCopy.favourites,
    lazy: () => import('./routes/member/my-collect-route'),
  },
  {
    route: 'my_view',
    label: toolbarCopy.history,
    lazy: () => import('./routes/member/my-view-route'),
  },
  {
    route: 'water_order',
    label: toolbarCopy.orders,
    lazy: () => import('./routes/member/water-order-route'),
  },
  {
    route: 'history_order',
    label: navCopy.historyOrders,
    lazy: () => import('./routes/member/history-order-route'),
  },
  {
    route: 'after_order',
    label: navCopy.afterSales,
    lazy: () => import('./routes/member/after-order-route'),
  },
  {
    route: 'system_log',
    label: systemLogCopy.title,
    permission: PERMISSIONS.systemLog,
    group: systemManagement,
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
