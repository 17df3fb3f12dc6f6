import type { RouteObject } from 'react-router-dom';
import { memberCopy } from '@/copy';
import type { MemberRoute } from '@/config/paths';

export interface MemberMenuItem {
  route: MemberRoute;
  label: string;
  /** A centreJurisdiction code the member must hold to see the entry. */
  permission?: string;
}

/** The member area's screens: one entry feeds both the route tree and the side menu. */
const memberScreens: (MemberMenuItem & { lazy: RouteObject['lazy'] })[] = [
  {
    route: 'member_center',
    label: memberCopy.centreTitle,
    lazy: () => import('./routes/member/member-centre-route'),
  },
];

export const memberMenu: MemberMenuItem[] = memberScreens.map(({ route, label, permission }) => ({
  route,
  label,
  permission,
}));

export const memberRoutes: RouteObject[] = memberScreens.map(({ route, lazy }) => ({
  path: route,
  lazy,
}));
