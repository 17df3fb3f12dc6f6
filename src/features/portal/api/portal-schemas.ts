import {
  int,
  list,
  num,
  optional,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** SPEC names only newId and newTitle; the date is shown when the server sends it. */
const newsItemEntries = {
  newId: int(),
  newTitle: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
};
export const newsItemSchema = v.object(newsItemEntries);
export type NewsItem = Output<typeof newsItemSchema>;

export const newsListSchema = v.object({
  newList: list(newsItemSchema),
  total: num(0),
});
export type NewsList = Output<typeof newsListSchema>;

export const newsDetailSchema = v.object({
  ...newsItemEntries,
  /** Server HTML: render only through the sanitizing component. */
  content: text(),
});
export type NewsDetail = Output<typeof newsDetailSchema>;

/** The home page's overview (v1/front/index). */
export const indexOverviewSchema = v.object({
  title: text(),
  slogan: text(),
  memberCount: num(0),
  goodsCount: num(0),
  storeCount: num(0),
  orderCount: num(0),
});
export type IndexOverview = Output<typeof indexOverviewSchema>;

/** A home carousel slide; link is an in-app href. */
export const bannerSchema = v.object({
  bannerId: int(),
  title: text(),
  image: text(),
  link: text(),
});
export type Banner = Output<typeof bannerSchema>;

export const bannersSchema = list(bannerSchema);

/** A column of documents (index/column/classify). */
export const columnClassifySchema = v.object({ classifyId: int(), classifyName: text() });
export type ColumnClassify = Output<typeof columnClassifySchema>;

export const classifiesSchema = list(columnClassifySchema);

const documentItemEntries = {
  contentId: int(),
  classifyId: num(0),
  title: text(),
  summary: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
};
export const documentItemSchema = v.object(documentItemEntries);
export type DocumentItem = Output<typeof documentItemSchema>;

export const columnContentsSchema = v.object({
  list: list(documentItemSchema),
  total: num(0),
  classifyName: text(),
});
export type ColumnContentList = Output<typeof columnContentsSchema>;

export const documentAttachmentSchema = v.object({
  name: text(),
  /** Same-origin path or an allowed host; previewed in /pdfPreview. */
  url: text(),
});
export type DocumentAttachment = Output<typeof documentAttachmentSchema>;

export const documentSchema = v.object({
  ...documentItemEntries,
  classifyName: text(),
  /** Server HTML: render only through the sanitizing component. */
  content: text(),
  attachments: list(documentAttachmentSchema),
});
export type DocumentDetail = Output<typeof documentSchema>;

export const videoSchema = v.object({
  videoId: int(),
  title: text(),
  description: text(),
  poster: text(),
  url: text(),
  /** Seconds. */
  duration: num(0),
  createTime: text(),
});
export type Video = Output<typeof videoSchema>;

export const videosSchema = paged(videoSchema);

export const galleryImageSchema = v.object({ imageId: int(), title: text(), url: text() });
export type GalleryImage = Output<typeof galleryImageSchema>;

export const galleryImagesSchema = list(galleryImageSchema);

const familyEntries = {
  familyId: int(),
  name: text(),
  avatar: text(),
  /** Role or honour, e.g. 金牌服务商. */
  title: text(),
  region: text(),
  intro: text(),
};

/** A member shown on the family wall (index/user). */
export const familyMemberSchema = v.object(familyEntries);
export type FamilyMember = Output<typeof familyMemberSchema>;

export const familiesSchema = paged(familyMemberSchema);

export const familyDetailSchema = v.object({
  ...familyEntries,
  /** Server HTML: render only through the sanitizing component. */
  story: text(),
});
export type FamilyDetail = Output<typeof familyDetailSchema>;

const timeEntries = {
  timeId: int(),
  title: text(),
  /** YYYY-MM-DD */
  date: text(),
  summary: text(),
};

/** A moment on the member timeline (index/user/time). */
export const timeItemSchema = v.object(timeEntries);
export type TimeItem = Output<typeof timeItemSchema>;

export const timesSchema = paged(timeItemSchema);

export const timeDetailSchema = v.object({
  ...timeEntries,
  /** Server HTML: render only through the sanitizing component. */
  content: text(),
});
export type TimeDetail = Output<typeof timeDetailSchema>;

const helpCategoryEntries = { helpId: int(), helpTitle: text() };

export const helpCategorySummarySchema = v.object(helpCategoryEntries);
export type HelpCategory = Output<typeof helpCategorySummarySchema>;

export const helpCategoriesSchema = list(helpCategorySummarySchema);

export const helpTopicSchema = v.object({ contentId: int(), title: text() });
export type HelpTopic = Output<typeof helpTopicSchema>;

export const helpCategorySchema = v.object({
  ...helpCategoryEntries,
  topics: list(helpTopicSchema),
});
export type HelpCategoryDetail = Output<typeof helpCategorySchema>;

export const helpContentSchema = v.object({
  contentId: int(),
  title: text(),
  helpId: num(0),
  /** Server HTML: render only through the sanitizing component. */
  content: text(),
});
export type HelpContent = Output<typeof helpContentSchema>;

/**
 * A page of a portal list (news, videos, family, time): SPEC names no query, so lists take
 * pageNo, pageSize and a keyword.
 */
export const portalListQuerySchema = v.object({
  ...pageQuery,
  keyword: optional(v.string()),
});

/** A paged list query of the portal's lists (news, videos, family, time). */
export type PortalListQuery = Input<typeof portalListQuerySchema>;
export type NewsListQuery = PortalListQuery;

/** A column's documents. */
export const columnContentQuerySchema = v.object({
  ...pageQuery,
  keyword: optional(v.string()),
  classifyId: v.number(),
});
export type ColumnContentQuery = Input<typeof columnContentQuerySchema>;
