import { uploadCopy } from '@/copy';

export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg'] as const;
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const DEFAULT_MAX_UPLOAD_MB = 5;

const IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/svg+xml'];
const BYTES_PER_MB = 1024 * 1024;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Why a picked file may not be uploaded, or null when it may: the extension must be an
 * allowed image type and a declared MIME type must agree; the size must be within the limit.
 */
export function uploadRejection(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxMb = DEFAULT_MAX_UPLOAD_MB,
): string | null {
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const mimeOk = file.type === '' || IMAGE_MIME_TYPES.includes(file.type);
  if (!extensionOk || !mimeOk) return uploadCopy.wrongType(file.name);
  if (file.size > maxMb * BYTES_PER_MB) return uploadCopy.tooLarge(file.name, maxMb);
  return null;
}

/** Only URLs an <img> can show without surprises: http(s), same-origin paths, blob: and data:image/. */
export function isDisplayableImageUrl(url: string): boolean {
  if (/^data:image\//i.test(url) || /^blob:/i.test(url)) return true;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url);
}
