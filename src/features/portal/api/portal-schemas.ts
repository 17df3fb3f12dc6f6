import { int, list, num, paged, text, v, type Schema } from '@/lib/schema';
import type {
  Banner,
  ColumnClassify,
  ColumnContentList,
  DocumentDetail,
  DocumentItem,
  FamilyDetail,
  FamilyMember,
  GalleryImage,
  HelpCategory,
  HelpCategoryDetail,
  HelpContent,
  IndexOverview,
  NewsDetail,
  NewsItem,
  NewsList,
  PagedList,
  TimeDetail,
  TimeItem,
  Video,
} from './portal-types';

/** SPEC names only newId and newTitle; the date is shown when the server sends it. */
const newsItemEntries = { newId: int(), newTitle: text(), createTime: text() };
const newsItem: Schema<NewsItem> = v.object(newsItemEntries);

export const newsListSchema: Schema<NewsList> = v.object({
  newList: list(newsItem),
  total: num(0),
});

export const newsDetailSchema: Schema<NewsDetail> = v.object({
  ...newsItemEntries,
  content: text(),
});

export const indexOverviewSchema: Schema<IndexOverview> = v.object({
  title: text(),
  slogan: text(),
  memberCount: num(0),
  goodsCount: num(0),
  storeCount: num(0),
  orderCount: num(0),
});

export const bannersSchema: Schema<Banner[]> = list(
  v.object({ bannerId: int(), title: text(), image: text(), link: text() }),
);

export const classifiesSchema: Schema<ColumnClassify[]> = list(
  v.object({ classifyId: int(), classifyName: text() }),
);

const documentItemEntries = {
  contentId: int(),
  classifyId: num(0),
  title: text(),
  summary: text(),
  createTime: text(),
};
const documentItem: Schema<DocumentItem> = v.object(documentItemEntries);

export const columnContentsSchema: Schema<ColumnContentList> = v.object({
  list: list(documentItem),
  total: num(0),
  classifyName: text(),
});

export const documentSchema: Schema<DocumentDetail> = v.object({
  ...documentItemEntries,
  classifyName: text(),
  content: text(),
  attachments: list(v.object({ name: text(), url: text() })),
});

export const videosSchema: Schema<PagedList<Video>> = paged(
  v.object({
    videoId: int(),
    title: text(),
    description: text(),
    poster: text(),
    url: text(),
    duration: num(0),
    createTime: text(),
  }),
);

export const galleryImagesSchema: Schema<GalleryImage[]> = list(
  v.object({ imageId: int(), title: text(), url: text() }),
);

const familyEntries = {
  familyId: int(),
  name: text(),
  avatar: text(),
  title: text(),
  region: text(),
  intro: text(),
};

export const familiesSchema: Schema<PagedList<FamilyMember>> = paged(v.object(familyEntries));

export const familyDetailSchema: Schema<FamilyDetail> = v.object({
  ...familyEntries,
  story: text(),
});

const timeEntries = { timeId: int(), title: text(), date: text(), summary: text() };

export const timesSchema: Schema<PagedList<TimeItem>> = paged(v.object(timeEntries));

export const timeDetailSchema: Schema<TimeDetail> = v.object({ ...timeEntries, content: text() });

const helpCategoryEntries = { helpId: int(), helpTitle: text() };

export const helpCategoriesSchema: Schema<HelpCategory[]> = list(v.object(helpCategoryEntries));

export const helpCategorySchema: Schema<HelpCategoryDetail> = v.object({
  ...helpCategoryEntries,
  topics: list(v.object({ contentId: int(), title: text() })),
});

export const helpContentSchema: Schema<HelpContent> = v.object({
  contentId: int(),
  title: text(),
  helpId: num(0),
  content: text(),
});
