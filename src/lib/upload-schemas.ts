import { v, type Schema } from './schema';

/** The upload answers the stored file's URL; without one there is nothing to show. */
export const uploadedUrlSchema: Schema<string> = v.pipe(v.string(), v.nonEmpty());
