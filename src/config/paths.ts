/** Every route of the product (SPEC section 2), and builders for the links that carry data. */

export const DIVISION_SUB_ROUTES = [
  'news',
  'introduction',
  'products',
  'user',
  'business',
  'group',
  'message',
  'store',
  'development',
  'contact',
] as const;
export type DivisionSubRoute = (typeof DIVISION_SUB_ROUTES)[number];

export const MEDICAL_CATEGORIES = [
  'operation',
  'remote',
  'reproduction',
  'maternity',
  'heredity',
  'prenatal',
  'hematology',
  'oncology',
  'urinary',
  'test',
] as const;
export type MedicalCategory = (typeof MEDICAL_CATEGORIES)[number];

export const MEMBER_ROUTES = [
  'member_center',
  'income_summary',
  'my_deposit',
  'withdrawal',
  'venture',
  'my_group',
  'group_action',
  'distribution_center',
  'good_supply',
  'service_order',
  'data_statistics',
  'logistics_tasks',
  'logistics_tasks1',
  'record_list/:id',
  'task_Submission/:id',
  'salesInfo_sum',
  'general_staff_info',
  'general_staff',
  'general_staff_notice',
  'consultation',
  'war_area',
  'water_order',
  'history_order',
  'after_order',
  'my_cart',
  'my_address',
  'my_bank',
  'my_collect',
  'business_status',
  'my_hot',
  'my_view',
  'certification_sava',
  'supplier_category',
  'total_storage',
  'my_reward',
  'my_credit',
  'my_ask',
  'expend',
  'income',
  'rule',
  'system_log',
  // not in SPEC's route list: the invoice profiles, contracts and cooperation tasks have screens of their own
  'my_invoice',
  'my_contract',
  'cooperation',
] as const;
export type MemberRoute = (typeof MEMBER_ROUTES)[number];

export const paths = {
  root: '/',
  login: '/login',
  agreement: '/agreement',
  pdfPreview: '/pdfPreview',
  myCart: '/my_cart',
  storage: '/storage',
  storageDetail: '/storage_detail',
  home: '/home',
  video: '/video',
  family: '/family',
  time: '/time',
  announcement: '/announcement',
  document: '/document/:id',
  documentList: '/document_list/:id',
  division: '/division',
  member: '/member',
} as const;

export const memberPath = (route: MemberRoute | MedicalCategory): string => `/member/${route}`;

export const hrefs = {
  agreement: (name: string) => `${paths.agreement}?${new URLSearchParams({ name })}`,
  announcement: (newId?: number | string) =>
    newId === undefined
      ? paths.announcement
      : `${paths.announcement}?${new URLSearchParams({ newId: String(newId) })}`,
  storageDetail: (id: number | string) => `${paths.storageDetail}?id=${encodeURIComponent(id)}`,
  family: (id: number) => `${paths.family}?${new URLSearchParams({ id: String(id) })}`,
  time: (id: number) => `${paths.time}?${new URLSearchParams({ id: String(id) })}`,
  document: (id: number | string) => `/document/${encodeURIComponent(id)}`,
  documentList: (id: number | string) => `/document_list/${encodeURIComponent(id)}`,
  divisionSub: (sub: DivisionSubRoute, division?: number) =>
    division === undefined
      ? `${paths.division}/${sub}`
      : `${paths.division}/${sub}?${new URLSearchParams({ division: String(division) })}`,
  pdfPreview: (url: string) => `${paths.pdfPreview}?${new URLSearchParams({ url })}`,
  memberCentre: memberPath('member_center'),
  orderList: `${memberPath('water_order')}?type=water_order`,
  bankAccounts: memberPath('my_bank'),
  bills: memberPath('withdrawal'),
  addressManagement: `${memberPath('my_address')}?type=water_order&key=my_address`,
  favourites: memberPath('my_collect'),
  browseHistory: memberPath('my_view'),
  recordList: (id: number | string) => `/member/record_list/${encodeURIComponent(id)}`,
  taskSubmission: (id: number | string) => `/member/task_Submission/${encodeURIComponent(id)}`,
} as const;
