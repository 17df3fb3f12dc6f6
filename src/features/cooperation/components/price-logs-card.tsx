import { FilePdfOutlined } from '@ant-design/icons';
import { RowAction } from '@/components/ui/row-action';
import { SectionCard } from '@/components/ui/section-card';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { useFetchedPdf } from '@/components/ui/pdf-opener';
import { dateColumn, moneyColumn } from '@/components/ui/table-columns';
import { ServerOptionsSelect } from '@/components/ui/server-options-select';
import { cooperationCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { pageQueryOf } from '@/lib/list-query';
import { idKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { cooperationEndpoints } from '../api/cooperation-endpoints';
import type { PriceLog } from '../api/cooperation-schemas';
import { usePriceLogs, usePriceLogTypes } from '../hooks/use-cooperation';

/** The tasks on the same page use `page`. */
const KEYS = { logPage: pageKey(), typeId: idKey() };

/** 查看PDF: asks for the record's PDF, then opens it in /pdfPreview. */
function PdfButton({ log }: { log: PriceLog }) {
  const open = useFetchedPdf((priceLogId: number) =>
    apiClient.call(cooperationEndpoints.priceLogPdf, { query: { priceLogId } }),
  );
  return (
    <RowAction
      icon={<FilePdfOutlined aria-hidden />}
      aria-label={cooperationCopy.viewPdfOf(log.cooperationTitle, log.createTime)}
      loading={open.isPending}
      onClick={() => open.mutate(log.priceLogId)}
    >
      {cooperationCopy.viewPdf}
    </RowAction>
  );
}

const columns = [
  dateColumn<PriceLog>('createTime', cooperationCopy.logTime),
  { key: 'type', title: cooperationCopy.logType, dataIndex: 'typeName' },
  { key: 'task', title: cooperationCopy.logTask, dataIndex: 'cooperationTitle' },
  { key: 'supplier', title: cooperationCopy.supplier, dataIndex: 'supplierName' },
  moneyColumn('price', cooperationCopy.price, (log: PriceLog) => log.price),
  {
    key: 'quotes',
    title: cooperationCopy.quotes,
    align: 'right' as const,
    render: (_: unknown, log: PriceLog) => log.quotes.length,
  },
  {
    key: 'pdf',
    title: cooperationCopy.actions,
    render: (_: unknown, log: PriceLog) => <PdfButton log={log} />,
  },
];

/** 价格记录: the member's price logs by type (price/log/type), each with its PDF. */
export function PriceLogsCard() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { logPage: page, typeId } = filters;
  const query = usePriceLogs({ ...pageQueryOf(page), typeId });
  const types = usePriceLogTypes();

  return (
    <SectionCard size="small" title={cooperationCopy.priceLogsTitle}>
      <FilterBar>
        <ServerOptionsSelect
          query={types}
          toOptions={(list) => list.map((type) => ({ value: type.typeId, label: type.typeName }))}
          value={typeId}
          onChange={(value) => update({ typeId: value, logPage: 1 })}
          label={cooperationCopy.typeFilter}
          placeholder={cooperationCopy.allTypes}
          allowClear
        />
      </FilterBar>
      <PagedTable<PriceLog>
        query={query}
        columns={columns}
        rowKey="priceLogId"
        emptyText={cooperationCopy.priceLogsEmpty}
        {...pager('logPage')}
      />
    </SectionCard>
  );
}
