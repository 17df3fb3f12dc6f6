import { Button } from 'antd';
import { useState } from 'react';
import { authCopy } from '@/copy';
import { MemberCentre } from '@/features/account/components/member-centre';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { BalanceTrendCard } from '@/features/finance/components/balance-trend-card';
import {
  CreditRatingStatistic,
  DepositHeldStatistic,
} from '@/features/standing/components/standing-statistics';

/** member_center: the account (account feature) with the member's standing and balance trend. */
function MemberCentreRoute() {
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <MemberCentre
        actions={
          <Button onClick={() => setChangingPassword(true)}>{authCopy.changePassword}</Button>
        }
        standing={
          <>
            <DepositHeldStatistic />
            <CreditRatingStatistic />
          </>
        }
        trend={<BalanceTrendCard />}
      />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}

export { MemberCentreRoute as Component };
