import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { useAfterScreenDrawn } from '@/lib/use-after-screen-drawn';
import { staffEndpoints } from '../api/staff-endpoints';
import type { NoticeQuery, StaffNoticeDetail } from '../api/staff-schemas';

export function useNotices(query: NoticeQuery) {
  return useQuery({
    ...endpointQuery(staffEndpoints.notices, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(noticeId: number) {
  return useQuery(endpointQuery(staffEndpoints.notice, { path: { noticeId } }));
}

/**
 * Asked for in the background, once the screen has drawn its data (the menu's count can wait):
 * its failure shows nothing.
 */
export function useUnreadCount() {
  const screenDrawn = useAfterScreenDrawn();
  return useQuery({
    ...endpointQuery(staffEndpoints.unread, { background: true }),
    enabled: screenDrawn,
  });
}

/**
 * An unread notice, once shown, is marked read, once: the notices (the list, this one and the
 * menu's count) then refresh. The member did not ask for it: a failure leaves the notice unread.
 */
export function useMarkReadWhenShown(notice: StaffNoticeDetail | undefined) {
  const { mutate } = useMutation({
    mutationFn: (noticeId: number) =>
      apiClient.call(staffEndpoints.read, { path: { noticeId }, background: true }),
    meta: changesOf(staffEndpoints.notices, staffEndpoints.notice, staffEndpoints.unread),
  });
  const sent = useRef<number | null>(null);
  const unreadId = notice?.read === 0 ? notice.noticeId : null;
  useEffect(() => {
    if (unreadId === null || sent.current === unreadId) return;
    sent.current = unreadId;
    mutate(unreadId);
  }, [unreadId, mutate]);
}
