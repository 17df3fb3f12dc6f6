import { uploadCopy } from '@/copy';
import { readFileHead } from '@/lib/file-head';
import { IMAGE_HEAD_BYTES, imageTypeOfHead, type ImageType } from '@/lib/file-signatures';

/** The image type each allowed extension must be declared as, and be. */
const IMAGE_TYPES = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
} as const satisfies Record<string, ImageType>;
type ImageExtension = keyof typeof IMAGE_TYPES;

export const IMAGE_EXTENSIONS = Object.keys(IMAGE_TYPES) as ImageExtension[];
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const DEFAULT_MAX_UPLOAD_MB = 5;

const IMAGE_TYPE_VALUES: readonly string[] = Object.values(IMAGE_TYPES);
const BYTES_PER_MB = 1024 * 1024;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const isImageExtension = (extension: string): extension is ImageExtension =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extension);

/** Why a file's name, declared type or size refuses it, before any of its bytes is read. */
function declaredRejection(file: File, maxMb: number): string | null {
  const extension = extensionOf(file.name);
  if (!isImageExtension(extension)) return uploadCopy.wrongType(file.name);
  if (file.type === '') return uploadCopy.unknownType(file.name);
  if (!IMAGE_TYPE_VALUES.includes(file.type)) return uploadCopy.wrongType(file.name);
  if (file.type !== IMAGE_TYPES[extension]) return uploadCopy.contentMismatch(file.name);
  if (file.size > maxMb * BYTES_PER_MB) return uploadCopy.tooLarge(file.name, maxMb);
  return null;
}

/**
 * Why a picked file may not be uploaded, or null when it may: its extension must be an allowed
 * image type, its declared type that extension's (an empty one says nothing), its size within
 * the limit, and its first bytes those of that type, so that a page or a script named as an
 * image is not sent.
 */
export async function uploadRejection(
  file: File,
  maxMb = DEFAULT_MAX_UPLOAD_MB,
): Promise<string | null> {
  const declared = declaredRejection(file, maxMb);
  if (declared) return declared;
  const head = await readFileHead(file, IMAGE_HEAD_BYTES).catch(() => null);
  if (!head) return uploadCopy.unreadable(file.name);
  return imageTypeOfHead(head) === file.type ? null : uploadCopy.contentMismatch(file.name);
}

/** Only URLs an <img> can show without surprises: http(s), same-origin paths, blob: and data:image/. */
export function isDisplayableImageUrl(url: string): boolean {
  if (/^data:image\//i.test(url) || /^blob:/i.test(url)) return true;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url);
}
