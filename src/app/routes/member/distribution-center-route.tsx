import { AddressCascader } from '@/features/address/components/address-cascader';
import { DistributionCentrePage } from '@/features/distribution/components/distribution-centre-page';

/** distribution_center: the distribution feature, choosing regions with the address cascader. */
function DistributionCentreRoute() {
  return <DistributionCentrePage RegionPicker={AddressCascader} />;
}

export { DistributionCentreRoute as Component };
