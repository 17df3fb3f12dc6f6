import { ALL_PERMISSION_CODES } from '@/lib/permissions';
import type { UserInfo } from '@/lib/user-schema';

/** A member as the seeded account 13800000001 looks in the session store. */
export const sampleUser: UserInfo = {
  userId: 1,
  phone: '13800000001',
  userName: '林晓雨',
  sex: 0,
  birthday: '1996-05-20',
  email: 'linxiaoyu@example.com',
  personalPhoto: '',
  level: 3,
  centreJurisdiction: ALL_PERMISSION_CODES,
};
