import type { DistributionGear, DistributionStatus } from '@/lib/enums/distribution';
import type {
  DistributionOrder,
  DistributionRequest,
} from '@/features/distribution/api/distribution-schemas';
import type { DistrictName } from '@/lib/district-schema';
import type { Flag } from '@/lib/schema';

/** A member's distribution centre (one at most); toSend is counted from its orders. */
export interface DistributionCentreRow {
  distributionId: number;
  userId: number;
  gear: DistributionGear;
  status: DistributionStatus;
  region: DistrictName[];
  acceptingOrders: Flag;
  createTime: string;
}

export interface DistributionRequestRow extends DistributionRequest {
  userId: number;
}

/** An order the member's centre delivers. */
export interface DistributionOrderRow extends DistributionOrder {
  userId: number;
}

export interface DistributionTables {
  distributionCentres: DistributionCentreRow[];
  distributionRequests: DistributionRequestRow[];
  distributionOrders: DistributionOrderRow[];
}
