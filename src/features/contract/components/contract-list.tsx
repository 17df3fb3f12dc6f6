import { RowAction } from '@/components/ui/row-action';
import { DetailAction } from '@/components/ui/detail-link';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { actionsColumn, dateColumn, enumColumn } from '@/components/ui/table-columns';
import { contractCopy } from '@/copy';
import { contractStatus, CONTRACT_STATUSES } from '@/lib/enums/designed';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { Contract } from '../api/contract-schemas';
import { useContracts } from '../hooks/use-contracts';
import { canExtend } from '../utils/contract-status';

const KEYS = { page: pageKey(), status: enumKey(CONTRACT_STATUSES) };

/** The member's contracts with their status; 详情 and 申请续签 per row. */
export function ContractList({ onExtend }: { onExtend(contract: Contract): void }) {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { page, status } = filters;
  const query = useContracts({ ...pageQueryOf(page), status });

  const columns = [
    { key: 'contractNo', title: contractCopy.contractNo, dataIndex: 'contractNo' },
    { key: 'contractName', title: contractCopy.contractName, dataIndex: 'contractName' },
    { key: 'party', title: contractCopy.party, dataIndex: 'party' },
    dateColumn<Contract>('startDate', contractCopy.startDate),
    dateColumn<Contract>('endDate', contractCopy.endDate),
    enumColumn<Contract>('status', contractCopy.status, contractStatus),
    actionsColumn(contractCopy.actions, (row: Contract) => (
      <>
        <DetailAction rowId={row.contractId} aria-label={contractCopy.detailOf(row.contractName)} />
        {canExtend(row.status) && (
          <RowAction
            aria-label={contractCopy.extendOf(row.contractName)}
            onClick={() => onExtend(row)}
          >
            {contractCopy.extend}
          </RowAction>
        )}
      </>
    )),
  ];

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={contractStatus}
          label={contractCopy.statusFilter}
          all={contractCopy.allStatuses}
          value={status}
          onChange={(value) => update({ status: value, page: 1 })}
        />
      </FilterBar>
      <PagedTable<Contract>
        query={query}
        columns={columns}
        rowKey="contractId"
        emptyText={contractCopy.empty}
        {...pager('page')}
      />
    </>
  );
}
