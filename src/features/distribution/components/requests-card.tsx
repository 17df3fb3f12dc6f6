import { Empty, Table } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { dateColumn, enumColumn } from '@/components/ui/table-columns';
import { distributionCopy } from '@/copy';
import { applyStatus } from '@/lib/enums/apply-status';
import { distributionGear } from '@/lib/enums/distribution';
import { requestKind } from '@/lib/enums/request-kind';
import type { DistributionRequest } from '../api/distribution-schemas';
import { useDistributionRequests } from '../hooks/use-distribution';
import { regionLabel } from '../utils/gear-region';

const columns = [
  dateColumn<DistributionRequest>('createTime', distributionCopy.time),
  {
    key: 'kind',
    title: distributionCopy.requestKind,
    render: (_: unknown, request: DistributionRequest) => requestKind.label(request.kind),
  },
  {
    key: 'gear',
    title: distributionCopy.gear,
    render: (_: unknown, request: DistributionRequest) => distributionGear.label(request.gear),
  },
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
