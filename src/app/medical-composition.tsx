import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import type { MedicalCategory } from '@/config/paths';
import { medicalCopy } from '@/copy';
import { useUiStore } from '@/stores/ui-store';
import { formatFen } from '@/utils/money';
import { memberInfoQuery, useMemberInfo } from '@/features/account/hooks/use-member-info';
import { QuickEnquiry } from '@/features/enquiry/components/quick-enquiry';
import type { PaymentHost } from '@/features/medical/components/payment-host';

/** The balance a consultation's fee is paid from; asked afresh after a payment or top-up. */
function MemberBalance() {
  const info = useMemberInfo();
  if (info.data === undefined) return null;
  return (
    <Typography.Text>
      {medicalCopy.balance}：{formatFen(info.data.balance)}
    </Typography.Text>
  );
}

/**
 * Paying a consultation with the account's balance: shown in the pay step, and on 30232 the
 * recharge dialog (through the ui store, as the order dialog asks for it) with what the fee
 * lacks, from the balance asked of the server at that moment.
 */
export function useConsultationPaymentHost(): PaymentHost {
  const queryClient = useQueryClient();
  const openRecharge = useUiStore((state) => state.openRecharge);
  return useMemo(
    () => ({
      balance: <MemberBalance />,
      onInsufficientBalance: (message, fee) => {
        void queryClient.fetchQuery({ ...memberInfoQuery(), staleTime: 0 }).then(
          (info) => openRecharge({ message, amountFen: Math.max(fee - info.balance, 0) }),
          // the balance could not be read: the member types the amount
          () => openRecharge({ message }),
        );
      },
    }),
    [queryClient, openRecharge],
  );
}

/** 向专科医生咨询: an enquiry of 在线咨询 (category 医疗服务), titled with the category. */
export function MedicalEnquiry({ category }: { category: MedicalCategory }) {
  return (
    <QuickEnquiry
      category="MEDICAL"
      buttonText={medicalCopy.enquiry}
      initialTitle={medicalCopy.enquiryTitle(medicalCopy.categoryName[category])}
    />
  );
}
