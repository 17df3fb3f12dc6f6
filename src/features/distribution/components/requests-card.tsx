import { Card, Empty, Table } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { distributionCopy, distributionGearCopy } from '@/copy';
import type { DistributionRequest } from '../api/distribution-types';
import { useDistributionRequests } from '../hooks/use-distribution';
import { regionLabel } from '../utils/gear-region';
import { ApplyStatusTag } from './distribution-tags';

const columns = [
  { key: 'time', title: distributionCopy.time, dataIndex: 'createTime' },
  {
    key: 'kind',
    title: distributionCopy.requestKind,
    render: (_: unknown, request: DistributionRequest) =>
      distributionCopy.requestKinds[request.kind],
  },
  {
    key: 'gear',
    title: distributionCopy.gear,
    render: (_: unknown, request: DistributionRequest) => distributionGearCopy[request.gear],
  },
  {
    key: 'region',
    title: distributionCopy.region,
    render: (_: unknown, request: DistributionRequest) => regionLabel(request.region),
  },
  {
    key: 'status',
    title: distributionCopy.applyStatus,
    render: (_: unknown, request: DistributionRequest) => (
      <ApplyStatusTag status={request.applyStatus} />
    ),
  },
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
    <Card size="small" title={distributionCopy.requestsTitle}>
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
    </Card>
  );
}
