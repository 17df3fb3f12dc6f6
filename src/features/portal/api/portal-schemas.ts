import * as v from 'valibot';
import * as s from '@/lib/schema';

/** SPEC names only newId and newTitle; the date is shown when the server sends it. */
const newsItemEntries = {
  newId: s.int(),
  newTitle: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
};
export const newsItemSchema = v.object(newsItemEntries);

export const newsListSchema = v.object({
  newList: s.list(newsItemSchema),
  total: s.num(0),
});
export type NewsList = s.Output<typeof newsListSchema>;

export const newsDetailSchema = v.object({
  ...newsItemEntries,
  /** Server HTML: render only through the sanitizing component. */
  content: s.text(),
});
export type NewsDetail = s.Output<typeof newsDetailSchema>;

/** The home page's overview (v1/front/index). */
export const indexOverviewSchema = v.object({
  title: s.text(),
  slogan: s.text(),
  memberCount: s.num(0),
  goodsCount: s.num(0),
  storeCount: s.num(0),
  orderCount: s.num(0),
});
export type IndexOverview = s.Output<typeof indexOverviewSchema>;

/** A home carousel slide; link is an in-app href. */
export const bannerSchema = v.object({
  bannerId: s.int(),
  title: s.text(),
  image: s.text(),
  link: s.text(),
});
export type Banner = s.Output<typeof bannerSchema>;

export const bannersSchema = s.list(bannerSchema);

/** A column of documents (index/column/classify). */
export const columnClassifySchema = v.object({ classifyId: s.int(), classifyName: s.text() });
export type ColumnClassify = s.Output<typeof columnClassifySchema>;

export const classifiesSchema = s.list(columnClassifySchema);

const documentItemEntries = {
  contentId: s.int(),
  classifyId: s.num(0),
  title: s.text(),
  summary: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
};
export const documentItemSchema = v.object(documentItemEntries);
export type DocumentItem = s.Output<typeof documentItemSchema>;

export const columnContentsSchema = v.object({
  list: s.list(documentItemSchema),
  total: s.num(0),
  classifyName: s.text(),
});
export type ColumnContentList = s.Output<typeof columnContentsSchema>;

export const documentAttachmentSchema = v.object({
  name: s.text(),
  /** Same-origin path or an allowed host; previewed in /pdfPreview. */
  url: s.text(),
});
export type DocumentAttachment = s.Output<typeof documentAttachmentSchema>;

export const documentSchema = v.object({
  ...documentItemEntries,
  classifyName: s.text(),
  /** Server HTML: render only through the sanitizing component. */
  content: s.text(),
  attachments: s.list(documentAttachmentSchema),
});
export type DocumentDetail = s.Output<typeof documentSchema>;

export const videoSchema = v.object({
  videoId: s.int(),
  title: s.text(),
  description: s.text(),
  poster: s.text(),
  url: s.text(),
  /** Seconds. */
  duration: s.num(0),
  createTime: s.text(),
});
export type Video = s.Output<typeof videoSchema>;

export const videosSchema = s.paged(videoSchema);

export const galleryImageSchema = v.object({ imageId: s.int(), title: s.text(), url: s.text() });
export type GalleryImage = s.Output<typeof galleryImageSchema>;

export const galleryImagesSchema = s.list(galleryImageSchema);

const familyEntries = {
  familyId: s.int(),
  name: s.text(),
  avatar: s.text(),
  /** Role or honour, e.g. 金牌服务商. */
  title: s.text(),
  region: s.text(),
  intro: s.text(),
};

/** A member shown on the family wall (index/user). */
export const familyMemberSchema = v.object(familyEntries);
export type FamilyMember = s.Output<typeof familyMemberSchema>;

export const familiesSchema = s.paged(familyMemberSchema);

export const familyDetailSchema = v.object({
  ...familyEntries,
  /** Server HTML: render only through the sanitizing component. */
  story: s.text(),
});
export type FamilyDetail = s.Output<typeof familyDetailSchema>;

const timeEntries = {
  timeId: s.int(),
  title: s.text(),
  /** YYYY-MM-DD */
  date: s.text(),
  summary: s.text(),
};

/** A moment on the member timeline (index/user/time). */
export const timeItemSchema = v.object(timeEntries);
export type TimeItem = s.Output<typeof timeItemSchema>;

export const timesSchema = s.paged(timeItemSchema);

export const timeDetailSchema = v.object({
  ...timeEntries,
  /** Server HTML: render only through the sanitizing component. */
  content: s.text(),
});
export type TimeDetail = s.Output<typeof timeDetailSchema>;

const helpCategoryEntries = { helpId: s.int(), helpTitle: s.text() };

export const helpCategorySummarySchema = v.object(helpCategoryEntries);
export type HelpCategory = s.Output<typeof helpCategorySummarySchema>;

export const helpCategoriesSchema = s.list(helpCategorySummarySchema);

export const helpTopicSchema = v.object({ contentId: s.int(), title: s.text() });

export const helpCategorySchema = v.object({
  ...helpCategoryEntries,
  topics: s.list(helpTopicSchema),
});
export type HelpCategoryDetail = s.Output<typeof helpCategorySchema>;

export const helpContentSchema = v.object({
  contentId: s.int(),
  title: s.text(),
  helpId: s.num(0),
  /** Server HTML: render only through the sanitizing component. */
  content: s.text(),
});
export type HelpContent = s.Output<typeof helpContentSchema>;

/**
 * A page of a portal list (news, videos, family, time): SPEC names no query, so lists take
 * pageNo, pageSize and a keyword.
 */
export const portalListQuerySchema = v.object(s.searchQuery);

/** A paged list query of the portal's lists (news, videos, family, time). */
export type PortalListQuery = s.Input<typeof portalListQuerySchema>;
export type NewsListQuery = PortalListQuery;

/** A column's documents. */
export const columnContentQuerySchema = v.object({ ...s.searchQuery, classifyId: v.number() });
export type ColumnContentQuery = s.Input<typeof columnContentQuerySchema>;
