import * as v from 'valibot';
import * as s from '@/lib/schema';
import { AUTH_PURPOSES } from '@/lib/enums/auth-purpose';
import { userInfoSchema } from '@/lib/user-schema';

/** A login without a token or a user id cannot start a session: it fails as a bad answer. */
export const loginResultSchema = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  userInfo: userInfoSchema,
});
export type LoginResult = s.Output<typeof loginResultSchema>;

export const passwordLoginBodySchema = v.object({
  phone: v.string(),
  password: v.string(),
});
export type PasswordLoginBody = s.Input<typeof passwordLoginBodySchema>;

export const codeLoginBodySchema = v.object({
  phone: v.string(),
  code: v.string(),
});
export type CodeLoginBody = s.Input<typeof codeLoginBodySchema>;

/** A staff member logs in as the member they serve. */
export const staffLoginBodySchema = v.object({
  staffAccount: v.string(),
  staffPassword: v.string(),
  memberPhone: v.string(),
});
export type StaffLoginBody = s.Input<typeof staffLoginBodySchema>;

export const sendCodeBodySchema = v.object({
  phone: v.string(),
  type: v.picklist(AUTH_PURPOSES),
});
export type SendCodeBody = s.Input<typeof sendCodeBodySchema>;

export const registerBodySchema = v.object({
  phone: v.string(),
  code: v.string(),
  password: v.string(),
  userName: v.string(),
});
export type RegisterBody = s.Input<typeof registerBodySchema>;

/** A new password, proven by a code sent to the phone. */
export const changePasswordBodySchema = v.object({
  phone: v.string(),
  code: v.string(),
  password: v.string(),
});
export type ChangePasswordBody = s.Input<typeof changePasswordBodySchema>;

/** null: the server has no agreement of that name. */
export const agreementSchema = v.nullable(
  v.object({
    name: s.text(),
    title: s.text(),
    /** Server HTML: render only through the sanitizing component. */
    content: s.text(),
  }),
);
export type Agreement = NonNullable<s.Output<typeof agreementSchema>>;

export const agreementQuerySchema = v.object({ name: v.string() });
