import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import { ChangePasswordForm } from './change-password-form';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/** Change password from inside the member area; the member then logs in again. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const navigate = useNavigate();
  const phone = useSessionStore((state) => state.user?.phone);
  const endSession = useSessionStore((state) => state.endSession);

  const handleChanged = () => {
    onClose();
    endSession();
    navigate(paths.login, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={authCopy.changePassword}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ChangePasswordForm initialPhone={phone} onChanged={handleChanged} />
    </Modal>
  );
}
