import { http, HttpResponse } from 'msw';
import { uploadEndpoints } from '@/lib/upload-endpoints';
import { memberHandler } from './envelope';
import { commonError } from '../db/errors/common';
import { UPLOADS_PREFIX } from '../db/photos';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg'];

/**
 * Uploaded files live in memory only, never in the persisted database (localStorage is small):
 * the database keeps just the short URL, and the file is served back while the page lives.
 * After a reload an old URL answers a placeholder image.
 */
const uploads = new Map<string, File>();

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
  '<rect width="200" height="200" fill="#f0f0f0"/>' +
  '<text x="100" y="105" font-size="14" text-anchor="middle" fill="#999">图片已过期</text></svg>';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
};

/** The file's image extension from its name, or from its type when the name has none ('blob'). */
function imageExtension(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? EXTENSION_BY_TYPE[file.type] : file.name.slice(dot + 1).toLowerCase();
  return extension && IMAGE_EXTENSIONS.includes(extension) ? extension : null;
}

/** Checks and keeps an uploaded image; answers its URL. */
export function storeUpload(form: FormData | null): string {
  // Not `instanceof File`: under jsdom the File class of the request differs from the global.
  const file = form?.get('file') ?? null;
  if (file === null || typeof file === 'string') throw commonError('uploadMissingFile');
  const extension = imageExtension(file);
  if (!extension) throw commonError('uploadWrongType');
  if (file.size > MAX_UPLOAD_BYTES) throw commonError('uploadTooLarge');
  const name = `${crypto.randomUUID()}.${extension}`;
  uploads.set(name, file);
  return `${UPLOADS_PREFIX}${name}`;
}

export const commonHandlers = [
  memberHandler(uploadEndpoints.upload, ({ form }) => storeUpload(form)),

  http.get(`*${UPLOADS_PREFIX}:name`, ({ params }) => {
    const file = uploads.get(String(params.name));
    if (file) {
      return new HttpResponse(file, { headers: { 'Content-Type': file.type || 'image/png' } });
    }
    return new HttpResponse(PLACEHOLDER_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
