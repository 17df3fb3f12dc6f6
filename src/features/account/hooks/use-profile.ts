import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/lib/user-schema';
import { getPresetPhotos, setMemberPhoto, updateMemberInfo } from '../api/account-api';
import { accountKeys } from '../api/account-keys';

/**
 * Once the server has saved a change, the session's user takes it at once (so the header's
 * greeting and photo follow); the member centre reads the profile again.
 */
function profileSaved(change: Partial<UserInfo>) {
  const { user, updateUser } = useSessionStore.getState();
  if (user) updateUser({ ...user, ...change });
}

const changesProfile: DataChanges = { invalidates: [accountKeys.info()], topics: ['member'] };

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateMemberInfo,
    onSuccess: (_answer, body) => profileSaved(body),
    meta: changesProfile,
  });
}

export function usePresetPhotos() {
  return useQuery({ queryKey: accountKeys.presetPhotos(), queryFn: getPresetPhotos });
}

export function useSetPhoto() {
  return useMutation({
    mutationFn: setMemberPhoto,
    onSuccess: (_answer, personalPhoto) => profileSaved({ personalPhoto }),
    meta: changesProfile,
  });
}
