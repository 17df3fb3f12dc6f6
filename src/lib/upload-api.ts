import { apiClient } from './api-client';
import { uploadedUrlSchema } from './upload-schemas';

export const UPLOAD_PATHS = {
  upload: '/common/upload',
} as const;

/** POST /common/upload as multipart field `file`; resolves to the stored file's URL. */
export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload(UPLOAD_PATHS.upload, form, uploadedUrlSchema, { onProgress });
}
