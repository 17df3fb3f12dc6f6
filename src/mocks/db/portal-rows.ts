import type {
  Banner,
  ColumnClassify,
  DocumentDetail,
  FamilyDetail,
  GalleryImage,
  HelpCategory,
  HelpContent,
  TimeDetail,
  Video,
} from '@/features/portal/api/portal-schemas';
import type { AuthorizableTeam } from '@/features/team/api/team-schemas';

export type DocumentRow = Omit<DocumentDetail, 'classifyName'>;

export interface TeamAuthorizationRow {
  userId: number;
  teamId: number;
  createTime: string;
}

/** One member following another; followerId is null for members outside the seeded accounts. */
export interface FollowRow {
  followerId: number | null;
  followerName: string;
  followerPhone: string;
  targetUserId: number;
  createTime: string;
}

/** The public portal's tables (home blocks, lists, documents, help, authorization). */
export interface PortalTables {
  banners: Banner[];
  columnClassifies: ColumnClassify[];
  documents: DocumentRow[];
  videos: Video[];
  galleryImages: GalleryImage[];
  families: FamilyDetail[];
  times: TimeDetail[];
  helpCategories: HelpCategory[];
  helpContents: HelpContent[];
  teams: AuthorizableTeam[];
  teamAuthorizations: TeamAuthorizationRow[];
  follows: FollowRow[];
}
