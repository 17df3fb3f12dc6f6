import { Empty, Table } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { dateColumn, enumColumn, enumLabelColumn } from '@/components/ui/table-columns';
import { distributionCopy } from '@/copy';
import { applyStatus } from '@/lib/enums/apply-status';
import { distributionGear } from '@/lib/enums/distribution';
import { requestKind } from '@/lib/enums/request-kind';
import type { DistributionRequest } from '../api/distribution-schemas';
import { useDistributionRequests } from '../hooks/use-distribution';
import { regionLabel } from '../utils/gear-region';

const columns = [
  dateColumn<DistributionRequest>('createTime', distributionCopy.time),
  enumLabelColumn<DistributionRequest>('kind', distributionCopy.requestKind, requestKind),
  enumLabelColumn<DistributionRequest>('gear', distributionCopy.gear, distributionGear),
  {
    key: 'region',
    title: distributionCopy.region,
    render: (_: unknown, request: DistributionRequest) => regionLabel(request.region),
  },
  enumColumn<DistributionRequest>('applyStatus', distributionCopy.applyStatus, applyStatus),
  {
    key: 'note',
    title: distributionCopy.note,
    render: (_: unknown, request: DistributionRequest) =>
      [
        request.reason && `${distributionCopy.stopReason}：${request.reason}`,
        request.refuseReason && `${distributionCopy.refuseReason}：${request.refuseReason}`,
      ]
        .filter(Boolean)
        .join('；') || '—',
  },
];

/** 申请记录: applications, upgrades and stop requests with the platform's decision. */
export function RequestsCard() {
  const query = useDistributionRequests();
  return (
    <SectionCard size="small" title={distributionCopy.requestsTitle}>
      <QueryState
        query={query}
        isEmpty={(requests) => requests.length === 0}
        empty={<Empty description={distributionCopy.requestsEmpty} />}
      >
        {(requests) => (
          <Table<DistributionRequest>
            size="small"
            rowKey="requestId"
            columns={columns}
            dataSource={requests}
            pagination={false}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
