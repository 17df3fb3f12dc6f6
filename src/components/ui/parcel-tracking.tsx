import { Descriptions, Empty, Timeline } from 'antd';
import { trackingCopy } from '@/copy';

export interface ParcelTrace {
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  context: string;
}

/** A parcel's tracking as the carrier answers it (/common/kuaidi and alike): newest trace first. */
export interface ParcelTrackingData {
  expressCompany: string;
  trackingNo: string;
  traces: readonly ParcelTrace[];
}

/** The carrier, the tracking number and the parcel's traces, the newest first and marked. */
export function ParcelTracking({ tracking }: { tracking: ParcelTrackingData }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'company',
            label: trackingCopy.expressCompany,
            children: tracking.expressCompany,
          },
          { key: 'number', label: trackingCopy.trackingNo, children: tracking.trackingNo },
        ]}
      />
      {tracking.traces.length === 0 ? (
        <Empty description={trackingCopy.noTracking} />
      ) : (
        <Timeline
          items={tracking.traces.map((trace, index) => ({
            key: `${trace.time}-${index}`,
            color: index === 0 ? 'blue' : 'gray',
            title: trace.time,
            content: trace.context,
          }))}
        />
      )}
    </>
  );
}
