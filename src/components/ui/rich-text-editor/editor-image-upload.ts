import { commonCopy } from '@/copy';
import type { Feedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { DEFAULT_MAX_UPLOAD_MB, uploadRejection } from '../upload-rules';

/** wangEditor's callback that puts an uploaded image into the content. */
export type InsertImage = (src: string, alt: string, href: string) => void;

export interface EditorImageUploadOptions {
  /** Sends one file (as multipart field `file`) and resolves to its URL. */
  upload: (file: File) => Promise<string>;
  feedback: Pick<Feedback, 'toastError' | 'toastSuccess'>;
  maxMb?: number;
}

const altText = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * Image uploads for the editor, strictly one file at a time: a file picked or pasted while
 * another is still uploading waits for it. A wrong type or size, or bytes that are not the
 * image the file claims to be, are refused before sending.
 */
export function createEditorImageUpload({
  upload,
  feedback,
  maxMb = DEFAULT_MAX_UPLOAD_MB,
}: EditorImageUploadOptions) {
  let queue: Promise<void> = Promise.resolve();

  const send = async (file: File, insert: InsertImage) => {
    const rejection = await uploadRejection(file, maxMb);
    if (rejection) {
      feedback.toastError(rejection);
      return;
    }
    try {
      insert(await upload(file), altText(file.name), '');
      feedback.toastSuccess(commonCopy.uploadSuccess);
    } catch (error) {
      // Business failures were shown by the API client; a lost connection was not.
      reportUnshownError(error);
    }
  };

  /** Queues one file; resolves once it is uploaded (or refused). */
  const uploadOne = (file: File, insert: InsertImage): Promise<void> => {
    const next = queue.then(() => send(file, insert));
    queue = next.catch(() => undefined);
    return next;
  };

  return { uploadOne };
}
