import { Button } from 'antd';
import { Permission } from '@/components/ui/permission';
import { commonCopy, staffCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { getFeedback } from '@/lib/feedback';
import { PERMISSIONS } from '@/lib/permissions';
import { useUnlinkStaff } from '../hooks/use-staff';

interface UnlinkStaffButtonProps {
  staffId: number;
  userName: string;
  /** After the server has unlinked them. */
  onUnlinked?: () => void;
  size?: 'small' | 'middle';
}

/** 解除关联, asked first, for members holding the link code. */
export function UnlinkStaffButton({
  staffId,
  userName,
  onUnlinked,
  size = 'middle',
}: UnlinkStaffButtonProps) {
  const unlink = useUnlinkStaff();
  const confirm = () =>
    confirmThen(staffCopy.confirmUnlink(userName), async () => {
      await unlink.mutateAsync(staffId);
      getFeedback().toastSuccess(commonCopy.operationSuccess);
      onUnlinked?.();
    });
  return (
    <Permission code={PERMISSIONS.staffLink}>
      <Button
        danger
        type={size === 'small' ? 'link' : 'default'}
        size={size}
        aria-label={`${staffCopy.unlink} ${userName}`}
        onClick={confirm}
      >
        {staffCopy.unlink}
      </Button>
    </Permission>
  );
}
