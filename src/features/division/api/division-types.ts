/** Division ids (SPEC section 3): 2 medical, 3 advertising, 4 web services, 5 operations, 7 about us. */
export const DIVISION_IDS = [2, 3, 4, 5, 7] as const;
export type DivisionId = (typeof DIVISION_IDS)[number];

export interface PageList<T> {
  list: T[];
  total: number;
}

export interface DivisionListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface DivisionNews {
  divisionNewsId: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface DivisionNewsDetail extends DivisionNews {
  /** Server HTML: render only through SafeHtml. */
  content: string;
}

export interface DivisionIntroduction {
  divisionName: string;
  slogan: string;
  /** Server HTML: render only through SafeHtml. */
  content: string;
}

export interface DivisionProduct {
  productId: number;
  productName: string;
  summary: string;
  image: string;
}

export interface DivisionCustomer {
  customerId: number;
  customerName: string;
  industry: string;
  summary: string;
  /** Year the cooperation began. */
  since: number;
}

export interface DivisionHonour {
  honourId: number;
  honourName: string;
  issuer: string;
  /** YYYY-MM-DD */
  issueDate: string;
  image: string;
}

export interface DivisionTeamMember {
  memberId: number;
  name: string;
  position: string;
  summary: string;
  photo: string;
}

export interface DivisionStore {
  storeId: number;
  storeName: string;
  address: string;
  phone: string;
  businessHours: string;
}

export interface DivisionMilestone {
  milestoneId: number;
  /** YYYY-MM */
  date: string;
  title: string;
  description: string;
}

export interface DivisionContact {
  address: string;
  phone: string;
  email: string;
  hours: string;
  postcode: string;
}

export interface DivisionMessageBody {
  name: string;
  phone: string;
  /** '' when not given. */
  email: string;
  /** Editor HTML. */
  content: string;
}

export interface DivisionMessage extends DivisionMessageBody {
  messageId: number;
  division: DivisionId;
  createTime: string;
}

/** The searchable, paged lists of the division pages, by sub-route. */
export interface DivisionListItems {
  news: DivisionNews;
  products: DivisionProduct;
  user: DivisionCustomer;
  business: DivisionHonour;
  group: DivisionTeamMember;
  store: DivisionStore;
  development: DivisionMilestone;
}
export type DivisionListKind = keyof DivisionListItems;
