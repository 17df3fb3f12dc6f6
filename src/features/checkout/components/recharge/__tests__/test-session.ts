import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/types/user';

/** Logs a seeded member in against the mock, the way the login page would. */
export async function logInMember(phone = '13800000001'): Promise<void> {
  const { accessToken, userInfo } = await apiClient.post(
    'v1/front/ologin',
    { phone, password: '123456' },
    unchecked<{
      accessToken: string;
      userInfo: UserInfo;
    }>(),
  );
  useSessionStore.getState().startSession(accessToken, userInfo);
}
