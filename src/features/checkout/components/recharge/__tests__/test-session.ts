import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/types/user';

/** Logs a seeded member in against the mock, the way the login page would. */
export async function logInMember(phone = '13800000001'): Promise<void> {
  const { accessToken, userInfo } = await apiClient.post<{
    accessToken: string;
    userInfo: UserInfo;
  }>('v1/front/ologin', { phone, password: '123456' });
  useSessionStore.getState().startSession(accessToken, userInfo);
}
