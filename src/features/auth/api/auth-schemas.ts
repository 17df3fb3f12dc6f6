import { text, v, type Schema } from '@/lib/schema';
import { userInfoSchema } from '@/types/user-schema';
import type { Agreement, LoginResult } from './auth-types';

/** A login without a token or a user id cannot start a session: it fails as a bad answer. */
export const loginResultSchema: Schema<LoginResult> = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  userInfo: userInfoSchema,
});

export const agreementSchema: Schema<Agreement> = v.object({
  name: text(),
  title: text(),
  content: text(),
});
