import { apiClient } from './api-client';
import { uploadEndpoints } from './upload-endpoints';

/** Resolves to the stored file's URL. */
export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload(uploadEndpoints.upload, form, { onProgress });
}
