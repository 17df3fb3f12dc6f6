import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/types/user';
import { getPresetPhotos, setMemberPhoto, updateMemberInfo } from '../api/account-api';
import { accountKeys } from '../api/account-keys';

/**
 * Once the server has saved a change, the session's user takes it at once (so the header's
 * greeting and photo follow) and the member centre reads the profile again.
 */
function useAfterProfileSaved() {
  const queryClient = useQueryClient();
  return (change: Partial<UserInfo>) => {
    const { user, updateUser } = useSessionStore.getState();
    if (user) updateUser({ ...user, ...change });
    return queryClient.invalidateQueries({ queryKey: accountKeys.info() });
  };
}

export function useUpdateProfile() {
  const saved = useAfterProfileSaved();
  return useMutation({
    mutationFn: updateMemberInfo,
    onSuccess: (_answer, body) => saved(body),
  });
}

export function usePresetPhotos() {
  return useQuery({ queryKey: accountKeys.presetPhotos(), queryFn: getPresetPhotos });
}

export function useSetPhoto() {
  const saved = useAfterProfileSaved();
  return useMutation({
    mutationFn: setMemberPhoto,
    onSuccess: (_answer, personalPhoto) => saved({ personalPhoto }),
  });
}
