import { endpoint, SPEC } from './endpoint';
import { uploadedUrlSchema } from './upload-schemas';
import * as v from 'valibot';

export const uploadEndpoints = {
  /** Multipart field `file`; answers the stored file's URL. */
  upload: endpoint({
    method: 'POST',
    path: '/common/upload',
    upload: true,
    body: v.object({ file: v.blob() }),
    answer: uploadedUrlSchema,
    errors: ['20701', '20702', '20703'],
    from: SPEC,
  }),
};
