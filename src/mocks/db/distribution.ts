import type {
  DistributionCentre,
  DistributionOrder,
  DistributionRequest,
  DistributionScope,
  ScopeNode,
} from '@/features/distribution/api/distribution-schemas';
import type { DistrictName } from '@/lib/district-schema';
import { isExpressCompany, type DistributionGear } from '@/lib/enums/distribution';
import type { Flag } from '@/lib/schema';
import type { RequestKind } from '@/lib/enums/request-kind';
import { PERMISSIONS } from '@/lib/permissions';
import { childrenOf } from './district-tree';
import type {
  DistributionCentreRow,
  DistributionOrderRow,
  DistributionRequestRow,
} from './distribution-rows';
import { distributionError } from './errors/distribution';
import { requirePermission } from './permission';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { Database, UserRow } from './types';

/** 8 to 30 letters or digits. */
const TRACKING_NO = /^[A-Za-z0-9]{8,30}$/;

export const centreOf = (db: Database, userId: number): DistributionCentreRow | null =>
  db.distributionCentres.find((centre) => centre.userId === userId) ?? null;

function requireCentre(db: Database, userId: number): DistributionCentreRow {
  const centre = centreOf(db, userId);
  if (!centre) throw distributionError('noCentre');
  return centre;
}

export const toSendOf = (db: Database, userId: number) =>
  db.distributionOrders.filter((order) => order.userId === userId && order.sent === 0).length;

const toCentre = (
  db: Database,
  { userId, ...centre }: DistributionCentreRow,
): DistributionCentre => ({
  ...centre,
  toSend: toSendOf(db, userId),
});

/** GET distribution/service: the member's centre, or null. */
export function serviceOf(db: Database, user: UserRow): DistributionCentre | null {
  const centre = centreOf(db, user.userId);
  return centre ? toCentre(db, centre) : null;
}

const toScopeNode = (district: DistrictName, depth: number): ScopeNode => ({
  ...district,
  children:
    depth > 1 ? childrenOf(district.districtId).map((child) => toScopeNode(child, depth - 1)) : [],
});

/**
 * GET distribution/scope: the districts under the centre's region (the provinces for 全国), each
 * with the districts under it, named from the district tables. Needs loadDistricts().
 */
export function scopeOf(db: Database, user: UserRow): DistributionScope | null {
  const centre = centreOf(db, user.userId);
  if (!centre) return null;
  const parent = centre.region[centre.region.length - 1]?.districtId ?? 0;
  return {
    region: centre.region,
    districts: childrenOf(parent).map(({ districtId, district }) =>
      toScopeNode({ districtId, district }, 2),
    ),
  };
}

/** GET distribution/apply: the member's requests, newest first. */
export const requestsOf = (db: Database, user: UserRow): DistributionRequest[] =>
  db.distributionRequests
    .filter((request) => request.userId === user.userId)
    .sort((a, b) => b.requestId - a.requestId)
    .map((request) => withoutOwner<DistributionRequest>(request));

/** The region of `ids` with the real names, for a gear; needs loadDistricts(). */
function resolveRegion(ids: readonly number[], gear: DistributionGear): DistrictName[] {
  if (ids.length !== 6 - gear) throw distributionError('regionInvalid');
  return ids.map((id, level) => {
    const node = childrenOf(level === 0 ? 0 : ids[level - 1]).find(
      (child) => child.districtId === id,
    );
    if (!node) throw distributionError('regionInvalid');
    return { districtId: node.districtId, district: node.district };
  });
}

function addRequest(
  db: Database,
  userId: number,
  kind: RequestKind,
  gear: DistributionGear,
  region: DistrictName[],
  reason = '',
): DistributionRequest {
  const row: DistributionRequestRow = {
    requestId: nextSequence(db, 'distributionRequestId'),
    userId,
    kind,
    gear,
    region,
    applyStatus: 0,
    reason,
    refuseReason: '',
    createTime: formatTime(new Date()),
  };
  db.distributionRequests.push(row);
  return withoutOwner<DistributionRequest>(row);
}

export interface GearInput {
  gear: DistributionGear;
  regionIds: number[];
}

/**
 * POST distribution/apply: a member without a centre (or whose application was refused) asks
 * for one; it is 待审核 until the platform decides. Needs loadDistricts().
 */
export function applyForCentre(db: Database, user: UserRow, input: GearInput) {
  requirePermission(user, PERMISSIONS.distributionApply);
  const existing = centreOf(db, user.userId);
  if (existing && existing.status !== 2) throw distributionError('centreExists');
  const region = resolveRegion(input.regionIds, input.gear);
  const centre: DistributionCentreRow = {
    distributionId: existing?.distributionId ?? nextSequence(db, 'distributionId'),
    userId: user.userId,
    gear: input.gear,
    status: 0,
    region,
    acceptingOrders: 0,
    createTime: formatTime(new Date()),
  };
  db.distributionCentres = [
    ...db.distributionCentres.filter((row) => row.userId !== user.userId),
    centre,
  ];
  return addRequest(db, user.userId, 'APPLY', input.gear, region);
}

function requireNormal(db: Database, user: UserRow): DistributionCentreRow {
  requirePermission(user, PERMISSIONS.distributionApply);
  const centre = requireCentre(db, user.userId);
  if (centre.status !== 1) throw distributionError('notNormal');
  return centre;
}

/**
 * POST distribution/upgrade: a working centre asks for a higher gear over the wider region
 * around its own; it is 待审核 until the platform decides, and keeps working meanwhile.
 */
export function upgradeCentre(db: Database, user: UserRow, input: GearInput) {
  const centre = requireNormal(db, user);
  if (input.gear <= centre.gear) throw distributionError('gearNotHigher');
  const region = centre.region.slice(0, 6 - input.gear);
  const wider =
    input.regionIds.length === region.length &&
    region.every((district, level) => district.districtId === input.regionIds[level]);
  if (!wider) throw distributionError('regionNotWider');
  centre.status = 0;
  return addRequest(db, user.userId, 'UPGRADE', input.gear, region);
}

/** POST distribution/stop/apply: the centre is 待关闭 until the platform decides. */
export function requestStop(db: Database, user: UserRow, reason: string) {
  const centre = requireNormal(db, user);
  const length = [...reason].length;
  if (length < 2 || length > 200) throw distributionError('reasonInvalid');
  centre.status = 3;
  return addRequest(db, user.userId, 'STOP', centre.gear, centre.region, reason);
}

/** POST start/distribution: a working centre takes orders again; a stopped one is enabled. */
export function startCentre(db: Database, user: UserRow): DistributionCentre {
  requirePermission(user, PERMISSIONS.distributionApply);
  const centre = requireCentre(db, user.userId);
  if (centre.status !== 1 && centre.status !== 4) throw distributionError('notNormal');
  centre.status = 1;
  centre.acceptingOrders = 1;
  return toCentre(db, centre);
}

/** POST stop/order: a working centre stops taking new orders. */
export function pauseOrders(db: Database, user: UserRow): DistributionCentre {
  const centre = requireNormal(db, user);
  centre.acceptingOrders = 0;
  return toCentre(db, centre);
}

const stripOwner = (order: DistributionOrderRow) => withoutOwner<DistributionOrder>(order);

/** GET distribution/order: the centre's orders, newest first; `sent` filters. */
export function ordersOf(db: Database, user: UserRow, sent: Flag | null) {
  return db.distributionOrders
    .filter((order) => order.userId === user.userId && (sent === null || order.sent === sent))
    .sort(
      (a, b) =>
        b.createTime.localeCompare(a.createTime) || b.distributionOrderId - a.distributionOrderId,
    )
    .map(stripOwner);
}

interface SendInput {
  distributionOrderId: number;
  expressCompany: string;
  trackingNo: string;
}

/** POST distribution/send: the parcel is recorded and the order is sent. */
export function sendOrder(db: Database, user: UserRow, input: SendInput) {
  requirePermission(user, PERMISSIONS.distributionSend);
  const order = db.distributionOrders.find(
    (row) => row.userId === user.userId && row.distributionOrderId === input.distributionOrderId,
  );
  if (!order) throw distributionError('orderNotFound');
  if (order.sent === 1) throw distributionError('orderSent');
  if (!isExpressCompany(input.expressCompany)) throw distributionError('expressInvalid');
  if (!TRACKING_NO.test(input.trackingNo)) throw distributionError('trackingInvalid');
  order.sent = 1;
  order.expressCompany = input.expressCompany;
  order.trackingNo = input.trackingNo;
  order.sendTime = formatTime(new Date());
  return stripOwner(order);
}

export type DistributionDecision = 'PASS' | 'REFUSE';

export const DEFAULT_REFUSE_REASON = '所选区域已有配送中心，请选择其他区域';

/** What a decision does to the centre, by the kind of request. */
function decide(centre: DistributionCentreRow, request: DistributionRequestRow, pass: boolean) {
  if (request.kind === 'APPLY') {
    centre.status = pass ? 1 : 2;
    centre.acceptingOrders = pass ? 1 : 0;
  } else if (request.kind === 'UPGRADE') {
    centre.status = 1;
    if (pass) {
      centre.gear = request.gear;
      centre.region = request.region;
    }
  } else {
    centre.status = pass ? 4 : 1;
    if (pass) centre.acceptingOrders = 0;
  }
}

/**
 * As the platform would: every request not yet decided is agreed (PASS: an application opens
 * the centre, an upgrade raises its gear, a stop request stops it) or rejected with a reason.
 */
export function auditDistribution(
  db: Database,
  decision: DistributionDecision,
  refuseReason = DEFAULT_REFUSE_REASON,
): number {
  const pending = db.distributionRequests.filter((request) => request.applyStatus === 0);
  for (const request of pending) {
    const centre = centreOf(db, request.userId);
    request.applyStatus = decision === 'PASS' ? 1 : 2;
    request.refuseReason = decision === 'PASS' ? '' : refuseReason;
    if (centre) decide(centre, request, decision === 'PASS');
  }
  return pending.length;
}
