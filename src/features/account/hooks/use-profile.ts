import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import type { DataChanges } from '@/lib/query-changes';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/lib/user-schema';
import { accountEndpoints } from '../api/account-endpoints';
import type { ProfileInput } from '../api/account-schemas';

/**
 * Once the server has saved a change, the session's user takes it at once (so the header's
 * greeting and photo follow); the member centre reads the profile again.
 */
function profileSaved(change: Partial<UserInfo>) {
  const { user, updateUser } = useSessionStore.getState();
  if (user) updateUser({ ...user, ...change });
}

const changesProfile: DataChanges = { ...changesOf(accountEndpoints.info), topics: ['member'] };

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileInput) => apiClient.call(accountEndpoints.updateInfo, { body }),
    onSuccess: (_answer, body) => profileSaved(body),
    meta: changesProfile,
  });
}

export function usePresetPhotos() {
  return useQuery(endpointQuery(accountEndpoints.presetPhotos));
}

export function useSetPhoto() {
  return useMutation({
    mutationFn: (personalPhoto: string) =>
      apiClient.call(accountEndpoints.setPhoto, { body: { personalPhoto } }),
    onSuccess: (_answer, personalPhoto) => profileSaved({ personalPhoto }),
    meta: changesProfile,
  });
}
