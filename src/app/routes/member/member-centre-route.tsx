import { Button } from 'antd';
import { useState } from 'react';
import { authCopy } from '@/copy';
import { MemberCentre } from '@/features/account/components/member-centre';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';

function MemberCentreRoute() {
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <MemberCentre
        actions={
          <Button onClick={() => setChangingPassword(true)}>{authCopy.changePassword}</Button>
        }
      />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}

export { MemberCentreRoute as Component };
