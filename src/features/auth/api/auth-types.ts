import type { UserInfo } from '@/types/user';

export interface LoginResult {
  accessToken: string;
  userInfo: UserInfo;
}

export interface PasswordLoginBody {
  phone: string;
  password: string;
}

export interface CodeLoginBody {
  phone: string;
  code: string;
}

export type CodePurpose = 'login' | 'register' | 'password';

export interface SendCodeBody {
  phone: string;
  type: CodePurpose;
}

export interface RegisterBody {
  phone: string;
  code: string;
  password: string;
  userName: string;
}

export interface ChangePasswordBody {
  phone: string;
  code: string;
  password: string;
}

export interface StaffLoginBody {
  staffAccount: string;
  staffPassword: string;
  memberPhone: string;
}

export interface Agreement {
  name: string;
  title: string;
  /** Server HTML: render only through the sanitizing component. */
  content: string;
}
