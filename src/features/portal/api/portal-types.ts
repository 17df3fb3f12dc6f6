export interface NewsItem {
  newId: number;
  newTitle: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface NewsDetail extends NewsItem {
  /** Server HTML: render only through the sanitizing component. */
  content: string;
}

export interface NewsListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface NewsList {
  newList: NewsItem[];
  total: number;
}

/** The home page's overview (v1/front/index). */
export interface IndexOverview {
  title: string;
  slogan: string;
  memberCount: number;
  goodsCount: number;
  storeCount: number;
  orderCount: number;
}

/** A paged list query of the portal's lists (videos, family, time, documents). */
export interface PortalListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface PagedList<T> {
  list: T[];
  total: number;
}

/** A home carousel slide; link is an in-app href. */
export interface Banner {
  bannerId: number;
  title: string;
  image: string;
  link: string;
}

/** A column of documents (index/column/classify). */
export interface ColumnClassify {
  classifyId: number;
  classifyName: string;
}

export interface ColumnContentQuery extends PortalListQuery {
  classifyId: number;
}

export interface DocumentItem {
  contentId: number;
  classifyId: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface DocumentAttachment {
  name: string;
  /** Same-origin path or an allowed host; previewed in /pdfPreview. */
  url: string;
}

export interface DocumentDetail extends DocumentItem {
  classifyName: string;
  /** Server HTML: render only through the sanitizing component. */
  content: string;
  attachments: DocumentAttachment[];
}

export interface ColumnContentList extends PagedList<DocumentItem> {
  classifyName: string;
}

export interface Video {
  videoId: number;
  title: string;
  description: string;
  poster: string;
  url: string;
  /** Seconds. */
  duration: number;
  createTime: string;
}

export interface GalleryImage {
  imageId: number;
  title: string;
  url: string;
}

/** A member shown on the family wall (index/user). */
export interface FamilyMember {
  familyId: number;
  name: string;
  avatar: string;
  /** Role or honour, e.g. 金牌服务商. */
  title: string;
  region: string;
  intro: string;
}

export interface FamilyDetail extends FamilyMember {
  /** Server HTML: render only through the sanitizing component. */
  story: string;
}

/** A moment on the member timeline (index/user/time). */
export interface TimeItem {
  timeId: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
}

export interface TimeDetail extends TimeItem {
  /** Server HTML: render only through the sanitizing component. */
  content: string;
}

export interface HelpCategory {
  helpId: number;
  helpTitle: string;
}

export interface HelpTopic {
  contentId: number;
  title: string;
}

export interface HelpCategoryDetail extends HelpCategory {
  topics: HelpTopic[];
}

export interface HelpContent extends HelpTopic {
  helpId: number;
  /** Server HTML: render only through the sanitizing component. */
  content: string;
}
