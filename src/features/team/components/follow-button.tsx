import { Button } from 'antd';
import { teamCopy } from '@/copy';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useFollowMember } from '../hooks/use-team';

interface FollowButtonProps {
  memberId: number;
  followed: boolean;
  userName: string;
}

/** 关注 or 取消关注 one member; open to every member. */
export function FollowButton({ memberId, followed, userName }: FollowButtonProps) {
  const mutation = useFollowMember();
  const label = followed ? teamCopy.unfollow : teamCopy.follow;
  return (
    <Button
      size="small"
      type={followed ? 'default' : 'primary'}
      ghost={!followed}
      loading={mutation.isPending}
      aria-label={`${label} ${userName}`}
      onClick={() =>
        mutation.mutateAsync({ memberId, follow: !followed }).catch(reportUnshownError)
      }
    >
      {label}
    </Button>
  );
}
