import { DIVISION_IDS } from '@/lib/enums/division';
import {
  int,
  list,
  num,
  oneOf,
  optional,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

const newsEntries = {
  divisionNewsId: int(),
  title: text(),
  summary: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
};

export const divisionNewsSchema = v.object(newsEntries);
export type DivisionNews = Output<typeof divisionNewsSchema>;

export const divisionProductSchema = v.object({
  productId: int(),
  productName: text(),
  summary: text(),
  image: text(),
});
export type DivisionProduct = Output<typeof divisionProductSchema>;

export const divisionCustomerSchema = v.object({
  customerId: int(),
  customerName: text(),
  industry: text(),
  summary: text(),
  /** Year the cooperation began. */
  since: num(0),
});
export type DivisionCustomer = Output<typeof divisionCustomerSchema>;

export const divisionHonourSchema = v.object({
  honourId: int(),
  honourName: text(),
  issuer: text(),
  /** YYYY-MM-DD */
  issueDate: text(),
  image: text(),
});
export type DivisionHonour = Output<typeof divisionHonourSchema>;

export const divisionTeamMemberSchema = v.object({
  memberId: int(),
  name: text(),
  position: text(),
  summary: text(),
  photo: text(),
});
export type DivisionTeamMember = Output<typeof divisionTeamMemberSchema>;

export const divisionStoreSchema = v.object({
  storeId: int(),
  storeName: text(),
  address: text(),
  phone: text(),
  businessHours: text(),
});
export type DivisionStore = Output<typeof divisionStoreSchema>;

export const divisionMilestoneSchema = v.object({
  milestoneId: int(),
  /** YYYY-MM */
  date: text(),
  title: text(),
  description: text(),
});
export type DivisionMilestone = Output<typeof divisionMilestoneSchema>;

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

/** One page schema per searchable list, so each page reads its own rows. */
export const divisionListSchemas = {
  news: paged(divisionNewsSchema),
  products: paged(divisionProductSchema),
  user: paged(divisionCustomerSchema),
  business: paged(divisionHonourSchema),
  group: paged(divisionTeamMemberSchema),
  store: paged(divisionStoreSchema),
  development: paged(divisionMilestoneSchema),
};

export const divisionListQuerySchema = v.object({
  ...pageQuery,
  keyword: optional(v.string()),
});
export type DivisionListQuery = Input<typeof divisionListQuerySchema>;

export const divisionNewsDetailSchema = v.object({
  ...newsEntries,
  /** Server HTML: render only through SafeHtml. */
  content: text(),
});
export type DivisionNewsDetail = Output<typeof divisionNewsDetailSchema>;

export const divisionIntroductionSchema = v.object({
  divisionName: text(),
  slogan: text(),
  /** Server HTML: render only through SafeHtml. */
  content: text(),
});
export type DivisionIntroduction = Output<typeof divisionIntroductionSchema>;

export const divisionContactSchema = v.object({
  address: text(),
  phone: text(),
  email: text(),
  hours: text(),
  postcode: text(),
});
export type DivisionContact = Output<typeof divisionContactSchema>;

/** A message the member leaves for a division. */
export const divisionMessageBodySchema = v.object({
  name: v.string(),
  phone: v.string(),
  /** '' when not given. */
  email: v.string(),
  /** Editor HTML. */
  content: v.string(),
});
export type DivisionMessageBody = Input<typeof divisionMessageBodySchema>;

export const divisionMessageSchema = v.object({
  messageId: int(),
  division: oneOf(DIVISION_IDS, DIVISION_IDS[0]),
  createTime: text(),
  name: text(),
  phone: text(),
  /** '' when not given. */
  email: text(),
  /** Editor HTML. */
  content: text(),
});
export type DivisionMessage = Output<typeof divisionMessageSchema>;

export const divisionMessagesSchema = list(divisionMessageSchema);
