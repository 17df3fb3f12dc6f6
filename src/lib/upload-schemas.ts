import * as v from 'valibot';
import type { WireSchema } from './schema';

/** The upload answers the stored file's URL; without one there is nothing to show. */
export const uploadedUrlSchema: WireSchema<string, string> = v.pipe(v.string(), v.nonEmpty());
