import type { Input, Output } from '@/lib/schema';
import type {
  bannerSchema,
  columnClassifySchema,
  columnContentQuerySchema,
  columnContentsSchema,
  documentAttachmentSchema,
  documentItemSchema,
  documentSchema,
  familyDetailSchema,
  familyMemberSchema,
  galleryImageSchema,
  helpCategorySchema,
  helpCategorySummarySchema,
  helpContentSchema,
  helpTopicSchema,
  indexOverviewSchema,
  newsDetailSchema,
  newsItemSchema,
  newsListSchema,
  portalListQuerySchema,
  timeDetailSchema,
  timeItemSchema,
  videoSchema,
} from './portal-schemas';

export type NewsItem = Output<typeof newsItemSchema>;
export type NewsDetail = Output<typeof newsDetailSchema>;
export type NewsList = Output<typeof newsListSchema>;
export type IndexOverview = Output<typeof indexOverviewSchema>;
/** A paged list query of the portal's lists (news, videos, family, time). */
export type PortalListQuery = Input<typeof portalListQuerySchema>;
export type NewsListQuery = PortalListQuery;

export type Banner = Output<typeof bannerSchema>;
export type ColumnClassify = Output<typeof columnClassifySchema>;
export type ColumnContentQuery = Input<typeof columnContentQuerySchema>;
export type DocumentItem = Output<typeof documentItemSchema>;
export type DocumentAttachment = Output<typeof documentAttachmentSchema>;
export type DocumentDetail = Output<typeof documentSchema>;
export type ColumnContentList = Output<typeof columnContentsSchema>;
export type Video = Output<typeof videoSchema>;
export type GalleryImage = Output<typeof galleryImageSchema>;
export type FamilyMember = Output<typeof familyMemberSchema>;
export type FamilyDetail = Output<typeof familyDetailSchema>;
export type TimeItem = Output<typeof timeItemSchema>;
export type TimeDetail = Output<typeof timeDetailSchema>;
export type HelpCategory = Output<typeof helpCategorySummarySchema>;
export type HelpTopic = Output<typeof helpTopicSchema>;
export type HelpCategoryDetail = Output<typeof helpCategorySchema>;
export type HelpContent = Output<typeof helpContentSchema>;
