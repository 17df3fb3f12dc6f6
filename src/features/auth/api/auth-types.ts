import type { Input, Output } from '@/lib/schema';
import type {
  agreementSchema,
  changePasswordBodySchema,
  codeLoginBodySchema,
  loginResultSchema,
  passwordLoginBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  staffLoginBodySchema,
} from './auth-schemas';

export type LoginResult = Output<typeof loginResultSchema>;
export type PasswordLoginBody = Input<typeof passwordLoginBodySchema>;
export type CodeLoginBody = Input<typeof codeLoginBodySchema>;
export type SendCodeBody = Input<typeof sendCodeBodySchema>;
export type CodePurpose = SendCodeBody['type'];
export type RegisterBody = Input<typeof registerBodySchema>;
export type ChangePasswordBody = Input<typeof changePasswordBodySchema>;
export type StaffLoginBody = Input<typeof staffLoginBodySchema>;
export type Agreement = NonNullable<Output<typeof agreementSchema>>;
