import { text, v, type Schema } from '@/lib/schema';
import { userInfoSchema } from '@/types/user-schema';
import type { Agreement, LoginResult } from './auth-types';

/** A login without a token or a user id cannot start a session: it fails as a bad answer. */
export const loginResultSchema: Schema<LoginResult> = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  userInfo: userInfoSchema,
});

/** null: the server has no agreement of that name. */
export const agreementSchema: Schema<Agreement | null> = v.nullable(
  v.object({
    name: text(),
    title: text(),
    content: text(),
  }),
);
