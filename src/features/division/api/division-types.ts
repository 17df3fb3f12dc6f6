import type { Input, Output } from '@/lib/schema';
import type {
  DIVISION_IDS,
  divisionContactSchema,
  divisionCustomerSchema,
  divisionHonourSchema,
  divisionIntroductionSchema,
  divisionListQuerySchema,
  divisionMessageBodySchema,
  divisionMessageSchema,
  divisionMilestoneSchema,
  divisionNewsDetailSchema,
  divisionNewsSchema,
  divisionProductSchema,
  divisionStoreSchema,
  divisionTeamMemberSchema,
} from './division-schemas';

export { DIVISION_IDS } from './division-schemas';
export type DivisionId = (typeof DIVISION_IDS)[number];

export type DivisionListQuery = Input<typeof divisionListQuerySchema>;
export type DivisionNews = Output<typeof divisionNewsSchema>;
export type DivisionNewsDetail = Output<typeof divisionNewsDetailSchema>;
export type DivisionIntroduction = Output<typeof divisionIntroductionSchema>;
export type DivisionProduct = Output<typeof divisionProductSchema>;
export type DivisionCustomer = Output<typeof divisionCustomerSchema>;
export type DivisionHonour = Output<typeof divisionHonourSchema>;
export type DivisionTeamMember = Output<typeof divisionTeamMemberSchema>;
export type DivisionStore = Output<typeof divisionStoreSchema>;
export type DivisionMilestone = Output<typeof divisionMilestoneSchema>;
export type DivisionContact = Output<typeof divisionContactSchema>;
export type DivisionMessageBody = Input<typeof divisionMessageBodySchema>;
export type DivisionMessage = Output<typeof divisionMessageSchema>;

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
