import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { MedicalCategory, MemberRoute } from '@/config/paths';
import { timedChunk } from '@/lib/chunk-recovery';
import { askingData } from './screen-data';

type Lazy = RouteObject['lazy'];

/**
 * The member area's screens, each lazily loaded. Their side-menu entries live with the member
 * layout (layouts/member-menu.ts), which must name every screen here but those opened from
 * another (its UnlistedScreen): the route tree is in the entry chunk, the menu's labels load
 * with the member area.
 */
const memberScreens = {
  member_center: timedChunk(() => import('./routes/member/member-center-route')),
  my_address: timedChunk(() => import('./routes/member/my-address-route')),
  my_bank: timedChunk(() => import('./routes/member/my-bank-route')),
  my_invoice: timedChunk(() => import('./routes/member/my-invoice-route')),
  income_summary: timedChunk(() => import('./routes/member/income-summary-route')),
  income: timedChunk(() => import('./routes/member/income-route')),
  expend: timedChunk(() => import('./routes/member/expend-route')),
  withdrawal: timedChunk(() => import('./routes/member/withdrawal-route')),
  venture: timedChunk(() => import('./routes/member/venture-route')),
  my_deposit: timedChunk(() => import('./routes/member/my-deposit-route')),
  my_reward: timedChunk(() => import('./routes/member/my-reward-route')),
  my_credit: timedChunk(() => import('./routes/member/my-credit-route')),
  my_cart: timedChunk(() => import('./routes/member/my-cart-route')),
  my_collect: timedChunk(() => import('./routes/member/my-collect-route')),
  my_view: timedChunk(() => import('./routes/member/my-view-route')),
  water_order: timedChunk(() => import('./routes/member/water-order-route')),
  history_order: timedChunk(() => import('./routes/member/history-order-route')),
  after_order: timedChunk(() => import('./routes/member/after-order-route')),
  my_hot: timedChunk(() => import('./routes/member/my-hot-route')),
  my_ask: timedChunk(() => import('./routes/member/my-ask-route')),
  my_contract: timedChunk(() => import('./routes/member/my-contract-route')),
  rule: timedChunk(() => import('./routes/member/rule-route')),
  good_supply: timedChunk(() => import('./routes/member/good-supply-route')),
  certification_sava: timedChunk(() => import('./routes/member/certification-sava-route')),
  supplier_category: timedChunk(() => import('./routes/member/supplier-category-route')),
  total_storage: timedChunk(() => import('./routes/member/total-storage-route')),
  service_order: timedChunk(() => import('./routes/member/service-order-route')),
  system_log: timedChunk(() => import('./routes/member/system-log-route')),
  cooperation: timedChunk(() => import('./routes/member/cooperation-route')),
  distribution_center: timedChunk(() => import('./routes/member/distribution-center-route')),
  business_status: timedChunk(() => import('./routes/member/business-status-route')),
  my_group: timedChunk(() => import('./routes/member/my-group-route')),
  group_action: timedChunk(() => import('./routes/member/group-action-route')),
  general_staff: timedChunk(() => import('./routes/member/general-staff-route')),
  general_staff_info: timedChunk(() => import('./routes/member/general-staff-info-route')),
  general_staff_notice: timedChunk(() => import('./routes/member/general-staff-notice-route')),
  war_area: timedChunk(() => import('./routes/member/war-area-route')),
  logistics_tasks: timedChunk(() => import('./routes/member/logistics-tasks-route')),
  logistics_tasks1: timedChunk(() => import('./routes/member/logistics-tasks1-route')),
  data_statistics: timedChunk(() => import('./routes/member/data-statistics-route')),
  salesInfo_sum: timedChunk(() => import('./routes/member/sales-info-sum-route')),
  consultation: timedChunk(() => import('./routes/member/consultation-route')),
} satisfies Partial<Record<MemberRoute, Lazy>>;

export type MemberScreen = keyof typeof memberScreens;

/** Screens of one item, opened from another screen (its id in the path): not in the menu. */
const memberItemScreens = {
  'record_list/:id': timedChunk(() => import('./routes/member/record-list-route')),
  'task_Submission/:id': timedChunk(() => import('./routes/member/task-submission-route')),
} satisfies Partial<Record<MemberRoute, Lazy>>;

/** Every member route of config/paths.ts has its screen: one missing is a compile error. */
const everyMemberScreen = {
  ...memberScreens,
  ...memberItemScreens,
} satisfies Record<MemberRoute, Lazy>;

/**
 * Screens whose data is asked as soon as their route is known (screen-data.ts), from a module of
 * their queries alone, much smaller than the screen's own code.
 */
const screenData = {
  withdrawal: askingData(
    timedChunk(() =>
      import('@/features/finance/hooks/withdrawal-queries').then((m) => m.prefetchWithdrawal),
    ),
  ),
  total_storage: askingData(
    timedChunk(() =>
      import('@/features/warehouse/hooks/warehouse-queries').then((m) => m.prefetchWarehouse),
    ),
  ),
  data_statistics: askingData(
    timedChunk(() =>
      import('@/features/statistics/hooks/statistics-queries').then(
        (m) => m.prefetchSalesStatistics,
      ),
    ),
  ),
} satisfies Partial<Record<MemberScreen, LoaderFunction>>;

const loadMedicalCategory = timedChunk(() => import('./routes/member/medical-category-route'));

/**
 * The ten medical categories share one screen, opened from consultation (not in the menu);
 * a category of config/paths.ts without its route is a compile error.
 */
const medicalScreens = {
  operation: loadMedicalCategory,
  remote: loadMedicalCategory,
  reproduction: loadMedicalCategory,
  maternity: loadMedicalCategory,
  heredity: loadMedicalCategory,
  prenatal: loadMedicalCategory,
  hematology: loadMedicalCategory,
  oncology: loadMedicalCategory,
  urinary: loadMedicalCategory,
  test: loadMedicalCategory,
} satisfies Record<MedicalCategory, Lazy>;

/** A category screen's items, asked as soon as its route is known. */
const medicalData = (category: MedicalCategory) =>
  askingData(
    timedChunk(() =>
      import('@/features/medical/hooks/medical-queries').then(
        (m) => (client, search) => m.prefetchCategoryItems(client, category, search),
      ),
    ),
  );

const loaderOf = (path: string): Pick<RouteObject, 'loader'> => {
  if (path in screenData) return { loader: screenData[path as keyof typeof screenData] };
  if (path in medicalScreens) return { loader: medicalData(path as MedicalCategory) };
  return {};
};

export const memberRoutes: RouteObject[] = [
  ...Object.entries({ ...everyMemberScreen, ...medicalScreens }).map(([path, lazy]) => ({
    path,
    lazy,
    ...loaderOf(path),
  })),
  // an unknown member path: not found, inside the member layout with its side menu
  { path: '*', lazy: timedChunk(() => import('./routes/not-found-route')) },
];
