import { seedFollows, seedTeams } from './seed-connect';
import {
  seedBanners,
  seedColumnClassifies,
  seedDocuments,
  seedGalleryImages,
} from './seed-documents';
import { seedHelp } from './seed-help';
import { seedFamilies, seedTimes, seedVideos } from './seed-showcase';
import type { PortalTables } from './portal-rows';

export const seedPortal = (): PortalTables => ({
  banners: seedBanners(),
  columnClassifies: seedColumnClassifies(),
  documents: seedDocuments(),
  videos: seedVideos(),
  galleryImages: seedGalleryImages(),
  families: seedFamilies(),
  times: seedTimes(),
  ...seedHelp(),
  teams: seedTeams(),
  teamAuthorizations: [],
  follows: seedFollows(),
});
