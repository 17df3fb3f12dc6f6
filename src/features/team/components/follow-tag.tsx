import { StatusTag } from '@/components/ui/status-tag';
import { teamCopy } from '@/copy';

/** 已关注 or 未关注. */
export function FollowTag({ followed }: { followed: boolean }) {
  return followed ? (
    <StatusTag label={teamCopy.followed} tone="success" />
  ) : (
    <StatusTag label={teamCopy.notFollowed} tone="neutral" />
  );
}
