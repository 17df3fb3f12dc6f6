import { ConsultationPage } from '@/features/medical/components/consultation-page';
import { useConsultationPaymentHost } from '@/app/medical-composition';

/** consultation: the medical feature, paying from the account's balance. */
function ConsultationRoute() {
  return <ConsultationPage payment={useConsultationPaymentHost()} />;
}

export { ConsultationRoute as Component };
