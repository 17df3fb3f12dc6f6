import { useLocation } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { MEDICAL_CATEGORIES } from '@/config/paths';
import { useAddToCart } from '@/features/cart/hooks/use-cart';
import { MedicalCategoryPage } from '@/features/medical/components/medical-category-page';
import { MedicalEnquiry, useConsultationPaymentHost } from '@/app/medical-composition';

/**
 * The ten medical category routes share this screen; the category is the route's own path.
 * Goods go into the cart through the cart feature (the toolbar badge follows), enquiries are
 * 在线咨询's, and fees are paid from the account's balance.
 */
function MedicalCategoryRoute() {
  const segments = useLocation().pathname.split('/').filter(Boolean);
  const category = MEDICAL_CATEGORIES.find((name) => name === segments[segments.length - 1]);
  const { mutateAsync } = useAddToCart();
  const payment = useConsultationPaymentHost();
  if (!category) return <NotFound />;
  return (
    <MedicalCategoryPage
      key={category}
      category={category}
      onAddToCart={({ goodStockId, num }) => mutateAsync({ goodStockId, goodNum: num })}
      payment={payment}
      enquiry={<MedicalEnquiry category={category} />}
    />
  );
}

export { MedicalCategoryRoute as Component };
