import type { PresetPhoto } from '@/features/account/api/account-schemas';
import { accountError } from './errors/account';

const PRESET_COUNT = 8;
/** Where the mock serves what members upload (POST /common/upload answers such a URL). */
export const UPLOADS_PREFIX = '/uploads/';
const MAX_URL_LENGTH = 500;

/** The platform's photos a member may choose (files in public/avatars). */
export const PRESET_PHOTOS: readonly PresetPhoto[] = Array.from(
  { length: PRESET_COUNT },
  (_, index) => ({ photoId: index + 1, url: `/avatars/photo-${index + 1}.svg` }),
);

/**
 * A photo a member may set: one of the platform's, or an image the member uploaded (its URL
 * from POST /common/upload); anything else is 22303.
 */
export function readPhoto(raw: unknown): string {
  const url = typeof raw === 'string' ? raw.trim() : '';
  const preset = PRESET_PHOTOS.some((photo) => photo.url === url);
  const uploaded = url.startsWith(UPLOADS_PREFIX) && url.length <= MAX_URL_LENGTH;
  if (!preset && !uploaded) throw accountError('photoInvalid');
  return url;
}
