import { int, list, num, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import {
  DIVISION_IDS,
  type DivisionContact,
  type DivisionIntroduction,
  type DivisionListItems,
  type DivisionListKind,
  type DivisionMessage,
  type DivisionNewsDetail,
  type PageList,
} from './division-types';

const newsEntries = {
  divisionNewsId: int(),
  title: text(),
  summary: text(),
  createTime: text(),
};

/** One schema per searchable list, so each page reads its own rows. */
const listItemSchemas: { [K in DivisionListKind]: Schema<DivisionListItems[K]> } = {
  news: v.object(newsEntries),
  products: v.object({ productId: int(), productName: text(), summary: text(), image: text() }),
  user: v.object({
    customerId: int(),
    customerName: text(),
    industry: text(),
    summary: text(),
    since: num(0),
  }),
  business: v.object({
    honourId: int(),
    honourName: text(),
    issuer: text(),
    issueDate: text(),
    image: text(),
  }),
  group: v.object({
    memberId: int(),
    name: text(),
    position: text(),
    summary: text(),
    photo: text(),
  }),
  store: v.object({
    storeId: int(),
    storeName: text(),
    address: text(),
    phone: text(),
    businessHours: text(),
  }),
  development: v.object({ milestoneId: int(), date: text(), title: text(), description: text() }),
};

export const divisionListSchema = <K extends DivisionListKind>(
  kind: K,
): Schema<PageList<DivisionListItems[K]>> => paged(listItemSchemas[kind]);

export const divisionNewsDetailSchema: Schema<DivisionNewsDetail> = v.object({
  ...newsEntries,
  content: text(),
});

export const divisionIntroductionSchema: Schema<DivisionIntroduction> = v.object({
  divisionName: text(),
  slogan: text(),
  content: text(),
});

export const divisionContactSchema: Schema<DivisionContact> = v.object({
  address: text(),
  phone: text(),
  email: text(),
  hours: text(),
  postcode: text(),
});

export const divisionMessageSchema: Schema<DivisionMessage> = v.object({
  messageId: int(),
  division: oneOf(DIVISION_IDS, DIVISION_IDS[0]),
  createTime: text(),
  name: text(),
  phone: text(),
  email: text(),
  content: text(),
});

export const divisionMessagesSchema: Schema<DivisionMessage[]> = list(divisionMessageSchema);
