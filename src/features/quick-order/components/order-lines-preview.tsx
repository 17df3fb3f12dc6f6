import { Select, Table, type TableColumnsType } from 'antd';
import { StatusTag } from '@/components/ui/status-tag';
import { quickOrderCopy } from '@/copy';
import type { Tone } from '@/lib/enums/tone';
import type { LineStatus, PreviewLine } from '../utils/line-status';

const STATUS: Record<LineStatus, { label: string; tone: Tone }> = {
  matching: { label: quickOrderCopy.statusMatching, tone: 'progress' },
  matched: { label: quickOrderCopy.statusMatched, tone: 'success' },
  choose: { label: quickOrderCopy.statusChoose, tone: 'warning' },
  notFound: { label: quickOrderCopy.statusNotFound, tone: 'error' },
  quantityInvalid: { label: quickOrderCopy.statusQuantityInvalid, tone: 'error' },
  beyondRange: { label: quickOrderCopy.statusBeyondRange, tone: 'error' },
  failed: { label: quickOrderCopy.statusFailed, tone: 'error' },
};

/** The preview scrolls within the dialog past this height. */
const TABLE_HEIGHT = 360;
/**
 * Lines drawn at once: two hundred rows with their selects take the page's thread for several
 * hundred milliseconds, fifty a quarter of that.
 */
const LINES_PER_PAGE = 50;

interface Row {
  preview: PreviewLine;
  status: LineStatus;
}

/** Why a line is held back, beyond its status: the specification it names, the stock left. */
function noteOf({ preview, status }: Row): string | null {
  const { line, match, chosen } = preview;
  if (status === 'choose' && match?.kind === 'found' && match.specMissing) {
    return quickOrderCopy.specNotFound(line.spec);
  }
  if (status === 'quantityInvalid' && chosen && line.quantity !== null) {
    return quickOrderCopy.overStock(chosen.stock);
  }
  return null;
}

const writtenOf = ({ good, spec }: PreviewLine['line']) =>
  ['id' in good ? String(good.id) : good.name, spec].filter(Boolean).join(' ');

interface OrderLinesPreviewProps {
  lines: readonly PreviewLine[];
  statuses: readonly LineStatus[];
  onChoose: (lineNo: number, goodStockId: number) => void;
}

/** 识别's answer: each line as written, the good and stock it goes in as, and where it stands. */
export function OrderLinesPreview({ lines, statuses, onChoose }: OrderLinesPreviewProps) {
  const rows: Row[] = lines.map((preview, index) => ({
    preview,
    status: statuses[index] ?? 'matching',
  }));

  const columns: TableColumnsType<Row> = [
    {
      key: 'lineNo',
      title: quickOrderCopy.lineNo,
      width: 64,
      render: (_, { preview }) => preview.line.lineNo,
    },
    {
      key: 'written',
      title: quickOrderCopy.written,
      render: (_, { preview }) => writtenOf(preview.line),
    },
    {
      key: 'good',
      title: quickOrderCopy.matchedGood,
      width: 300,
      render: (_, { preview }) => {
        const { match, chosen, line } = preview;
        const many = match?.kind === 'found' && (match.options.length > 1 || match.specMissing);
        if (!many)
          return chosen ? quickOrderCopy.choice(chosen.goodName, chosen.goodStockName) : '—';
        return (
          <Select
            aria-label={quickOrderCopy.chooseOf(line.lineNo)}
            placeholder={quickOrderCopy.choosePlaceholder}
            value={chosen?.goodStockId}
            onChange={(goodStockId: number) => onChoose(line.lineNo, goodStockId)}
            options={match.options.map((option) => ({
              value: option.goodStockId,
              label: quickOrderCopy.choice(option.goodName, option.goodStockName),
            }))}
            style={{ width: '100%' }}
          />
        );
      },
    },
    {
      key: 'quantity',
      title: quickOrderCopy.quantity,
      width: 72,
      render: (_, { preview }) => preview.line.quantity ?? '—',
    },
    {
      key: 'status',
      title: quickOrderCopy.status,
      width: 150,
      render: (_, row) => {
        const note = noteOf(row);
        return (
          <>
            <StatusTag {...STATUS[row.status]} />
            {note && <div className="quick-order__note">{note}</div>}
          </>
        );
      },
    },
  ];

  return (
    <Table<Row>
      aria-label={quickOrderCopy.previewLabel}
      size="small"
      rowKey={({ preview }) => preview.line.lineNo}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: LINES_PER_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ y: TABLE_HEIGHT }}
    />
  );
}
