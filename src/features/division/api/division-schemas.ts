import * as v from 'valibot';
import * as s from '@/lib/schema';
import { DIVISION_IDS } from '@/lib/enums/division';

const newsEntries = {
  divisionNewsId: s.int(),
  title: s.text(),
  summary: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
};

export const divisionNewsSchema = v.object(newsEntries);
export type DivisionNews = s.Output<typeof divisionNewsSchema>;

export const divisionProductSchema = v.object({
  productId: s.int(),
  productName: s.text(),
  summary: s.text(),
  image: s.text(),
});
export type DivisionProduct = s.Output<typeof divisionProductSchema>;

export const divisionCustomerSchema = v.object({
  customerId: s.int(),
  customerName: s.text(),
  industry: s.text(),
  summary: s.text(),
  /** Year the cooperation began. */
  since: s.num(0),
});
export type DivisionCustomer = s.Output<typeof divisionCustomerSchema>;

export const divisionHonourSchema = v.object({
  honourId: s.int(),
  honourName: s.text(),
  issuer: s.text(),
  /** YYYY-MM-DD */
  issueDate: s.text(),
  image: s.text(),
});
export type DivisionHonour = s.Output<typeof divisionHonourSchema>;

export const divisionTeamMemberSchema = v.object({
  memberId: s.int(),
  name: s.text(),
  position: s.text(),
  summary: s.text(),
  photo: s.text(),
});
export type DivisionTeamMember = s.Output<typeof divisionTeamMemberSchema>;

export const divisionStoreSchema = v.object({
  storeId: s.int(),
  storeName: s.text(),
  address: s.text(),
  phone: s.text(),
  businessHours: s.text(),
});
export type DivisionStore = s.Output<typeof divisionStoreSchema>;

export const divisionMilestoneSchema = v.object({
  milestoneId: s.int(),
  /** YYYY-MM */
  date: s.text(),
  title: s.text(),
  description: s.text(),
});
export type DivisionMilestone = s.Output<typeof divisionMilestoneSchema>;

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
  news: s.paged(divisionNewsSchema),
  products: s.paged(divisionProductSchema),
  user: s.paged(divisionCustomerSchema),
  business: s.paged(divisionHonourSchema),
  group: s.paged(divisionTeamMemberSchema),
  store: s.paged(divisionStoreSchema),
  development: s.paged(divisionMilestoneSchema),
};

export const divisionListQuerySchema = v.object(s.searchQuery);
export type DivisionListQuery = s.Input<typeof divisionListQuerySchema>;

export const divisionNewsDetailSchema = v.object({
  ...newsEntries,
  /** Server HTML: render only through SafeHtml. */
  content: s.text(),
});
export type DivisionNewsDetail = s.Output<typeof divisionNewsDetailSchema>;

export const divisionIntroductionSchema = v.object({
  divisionName: s.text(),
  slogan: s.text(),
  /** Server HTML: render only through SafeHtml. */
  content: s.text(),
});
export type DivisionIntroduction = s.Output<typeof divisionIntroductionSchema>;

export const divisionContactSchema = v.object({
  address: s.text(),
  phone: s.text(),
  email: s.text(),
  hours: s.text(),
  postcode: s.text(),
});
export type DivisionContact = s.Output<typeof divisionContactSchema>;

/** A message the member leaves for a division. */
export const divisionMessageBodySchema = v.object({
  name: v.string(),
  phone: v.string(),
  /** '' when not given. */
  email: v.string(),
  /** Editor HTML. */
  content: v.string(),
});
export type DivisionMessageBody = s.Input<typeof divisionMessageBodySchema>;

export const divisionMessageSchema = v.object({
  messageId: s.int(),
  division: s.oneOf(DIVISION_IDS, DIVISION_IDS[0]),
  createTime: s.text(),
  name: s.text(),
  phone: s.text(),
  /** '' when not given. */
  email: s.text(),
  /** Editor HTML. */
  content: s.text(),
});
export type DivisionMessage = s.Output<typeof divisionMessageSchema>;

export const divisionMessagesSchema = s.list(divisionMessageSchema);
