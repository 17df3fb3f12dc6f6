import * as v from 'valibot';
import * as s from './schema';

export const trackingTraceSchema = v.object({
  /** YYYY-MM-DD HH:mm:ss */
  time: s.text(),
  context: s.text(),
});
export type TrackingTrace = s.Output<typeof trackingTraceSchema>;

/** A shipment's traces, newest first, as /common/kuaidi answers them (an order's, a task's). */
export const trackingSchema = v.object({
  expressCompany: s.text(),
  trackingNo: s.text(),
  traces: s.list(trackingTraceSchema),
});
export type Tracking = s.Output<typeof trackingSchema>;
