import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getNotice, getNotices, getUnreadCount, markNoticeRead } from '../api/staff-api';
import { staffKeys } from '../api/staff-keys';
import type { NoticeQuery, StaffNoticeDetail } from '../api/staff-schemas';

export function useNotices(query: NoticeQuery) {
  return useQuery({
    queryKey: staffKeys.noticeList(query),
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(noticeId: number) {
  return useQuery({ queryKey: staffKeys.notice(noticeId), queryFn: () => getNotice(noticeId) });
}

export function useUnreadCount() {
  return useQuery({ queryKey: staffKeys.unread(), queryFn: getUnreadCount });
}

/**
 * An unread notice, once shown, is marked read, once: the notices (the list, this one and the
 * menu's count) then refresh.
 */
export function useMarkReadWhenShown(notice: StaffNoticeDetail | undefined) {
  const { mutate } = useMutation({
    mutationFn: markNoticeRead,
    meta: { invalidates: [staffKeys.notices()] },
  });
  const sent = useRef<number | null>(null);
  const unreadId = notice?.read === 0 ? notice.noticeId : null;
  useEffect(() => {
    if (unreadId === null || sent.current === unreadId) return;
    sent.current = unreadId;
    mutate(unreadId);
  }, [unreadId, mutate]);
}
