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
import type { SeedClock } from './seed-time';

export const seedPortal = (clock: SeedClock): PortalTables => ({
  banners: seedBanners(),
  columnClassifies: seedColumnClassifies(),
  documents: seedDocuments(clock),
  videos: seedVideos(clock),
  galleryImages: seedGalleryImages(),
  families: seedFamilies(),
  times: seedTimes(),
  ...seedHelp(),
  teams: seedTeams(),
  teamAuthorizations: [],
  follows: seedFollows(clock),
});
