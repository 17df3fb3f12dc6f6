import { Descriptions } from 'antd';
import { rechargeCopy } from '@/copy';
import type { RechargeSettings } from '@/features/checkout/api/checkout-schemas';
import { groupBankNumber } from '@/utils/bank';

/** The platform's receiving account for bank transfers. */
export function PlatformAccount({ settings }: { settings: RechargeSettings }) {
  return (
    <Descriptions
      title={rechargeCopy.platformAccount}
      size="small"
      column={1}
      bordered
      items={[
        { key: 'bank', label: rechargeCopy.publicBank, children: settings.publicBank },
        { key: 'name', label: rechargeCopy.publicUserName, children: settings.publicUserName },
        {
          key: 'no',
          label: rechargeCopy.publicBankNo,
          children: groupBankNumber(settings.publicBankNo),
        },
        { key: 'num', label: rechargeCopy.publicBankNum, children: settings.publicBankNum },
      ]}
    />
  );
}
