import { int, list, num, oneOf, optional, paged, pageQuery, text, v } from '@/lib/schema';

/** Division ids (SPEC section 3): 2 medical, 3 advertising, 4 web services, 5 operations, 7 about us. */
export const DIVISION_IDS = [2, 3, 4, 5, 7] as const;

const newsEntries = {
  divisionNewsId: int(),
  title: text(),
  summary: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
};

export const divisionNewsSchema = v.object(newsEntries);

export const divisionProductSchema = v.object({
  productId: int(),
  productName: text(),
  summary: text(),
  image: text(),
});

export const divisionCustomerSchema = v.object({
  customerId: int(),
  customerName: text(),
  industry: text(),
  summary: text(),
  /** Year the cooperation began. */
  since: num(0),
});

export const divisionHonourSchema = v.object({
  honourId: int(),
  honourName: text(),
  issuer: text(),
  /** YYYY-MM-DD */
  issueDate: text(),
  image: text(),
});

export const divisionTeamMemberSchema = v.object({
  memberId: int(),
  name: text(),
  position: text(),
  summary: text(),
  photo: text(),
});

export const divisionStoreSchema = v.object({
  storeId: int(),
  storeName: text(),
  address: text(),
  phone: text(),
  businessHours: text(),
});

export const divisionMilestoneSchema = v.object({
  milestoneId: int(),
  /** YYYY-MM */
  date: text(),
  title: text(),
  description: text(),
});

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

export const divisionNewsDetailSchema = v.object({
  ...newsEntries,
  /** Server HTML: render only through SafeHtml. */
  content: text(),
});

export const divisionIntroductionSchema = v.object({
  divisionName: text(),
  slogan: text(),
  /** Server HTML: render only through SafeHtml. */
  content: text(),
});

export const divisionContactSchema = v.object({
  address: text(),
  phone: text(),
  email: text(),
  hours: text(),
  postcode: text(),
});

/** A message the member leaves for a division. */
export const divisionMessageBodySchema = v.object({
  name: v.string(),
  phone: v.string(),
  /** '' when not given. */
  email: v.string(),
  /** Editor HTML. */
  content: v.string(),
});

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

export const divisionMessagesSchema = list(divisionMessageSchema);
