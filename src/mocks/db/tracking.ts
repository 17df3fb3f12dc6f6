import type { OrderStatus } from '@/lib/enums/order-status';
import type { Tracking, TrackingTrace } from '@/lib/tracking-schema';
import { requireOwnOrder } from './orders';
import { shiftTime } from './time';
import type { Database } from './types';
import { orderError } from './errors/order';

const HUB = '【广州白云转运中心】';
const STATION = '【深圳南山营业部】';

/** Minutes after payment, and the text, of each step of a parcel's way, oldest first. */
const STEPS: readonly (readonly [number, (company: string) => string])[] = [
  [1440, (company) => `商家已发货，包裹已交由${company}揽收`],
  [1800, () => `快件已到达${HUB}`],
  [2040, () => `快件已从${HUB}发出，下一站${STATION}`],
  [2640, () => `快件已到达${STATION}`],
  [2940, () => '快递员正在派送中，请保持电话畅通'],
  [3060, () => '快件已签收，签收人：本人，感谢使用'],
];
const REFUSED_STEP = '收件人拒收，快件正在退回寄件人';

/** How far the parcel has come in each shipped status. */
const STEPS_BY_STATUS: Partial<Record<OrderStatus, number>> = { START: 3, SIGN: 5 };

/** The traces follow from the order alone, so they are the same on every call. Newest first. */
export function trackOrder(db: Database, userId: number, orderId: number): Tracking {
  const order = requireOwnOrder(db, userId, orderId);
  if (!order.trackingNo || !order.expressCompany) throw orderError('trackingNotFound');
  const company = order.expressCompany;
  const start = order.payTime ?? order.createTime;
  const traces: TrackingTrace[] = STEPS.slice(0, STEPS_BY_STATUS[order.status] ?? STEPS.length).map(
    ([minutes, text], index, steps) => ({
      time: shiftTime(start, minutes),
      context:
        order.status === 'REJECTION' && index === steps.length - 1 ? REFUSED_STEP : text(company),
    }),
  );
  return { expressCompany: company, trackingNo: order.trackingNo, traces: traces.reverse() };
}
