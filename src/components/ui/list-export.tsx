import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { listExportCopy } from '@/copy';
import {
  NOTHING_READ,
  PagesError,
  readAllPages,
  type PageReader,
  type PagesProgress,
} from '@/lib/all-pages';
import type { DayRange } from '@/lib/day-range';
import { getFeedback } from '@/lib/feedback';
import { downloadWorkbook, type FileColumn } from '@/lib/table-export';
import { dayOf } from '@/utils/date-format';

interface ListExportProps<Row> {
  /** The list's name: the button's (导出 账单), the dialog's, the sheet's and the file's. */
  subject: string;
  /** The days the screen's filters choose, in the file's name; none: the file is dated today. */
  period?: DayRange | null;
  /** The file's columns: a table's own through exportColumnsOf. */
  columns: readonly FileColumn<Row>[];
  /** One page of the list as the screen's filters choose it. */
  read: PageReader<Row>;
}

type ExportState<Row> =
  | { step: 'idle' }
  | { step: 'reading'; progress: PagesProgress<Row> }
  | { step: 'writing'; progress: PagesProgress<Row> }
  | { step: 'failed'; message: string; resumeFrom: PagesProgress<Row> };

const IDLE = { step: 'idle' } as const;

function failureOf<Row>(error: unknown): Extract<ExportState<Row>, { step: 'failed' }> {
  if (!(error instanceof PagesError)) {
    return { step: 'failed', message: listExportCopy.writeFailed, resumeFrom: NOTHING_READ };
  }
  const { rows, total } = error.progress as PagesProgress<Row>;
  const message =
    error.reason === 'changed'
      ? listExportCopy.changed
      : Number.isNaN(total)
        ? listExportCopy.firstPageFailed
        : listExportCopy.pageFailed(rows.length, total);
  return { step: 'failed', message, resumeFrom: error.progress as PagesProgress<Row> };
}

/**
 * 导出 of a whole list: every row its filters match, read page by page behind a progress bar,
 * saved as one .xlsx file. 取消 stops at once and saves nothing; a page that fails twice is
 * reported with 重试, which resumes where the reading stopped. A file is saved only whole.
 */
export function ListExport<Row>({ subject, period = null, columns, read }: ListExportProps<Row>) {
  const [state, setState] = useState<ExportState<Row>>(IDLE);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = async (from: PagesProgress<Row>) => {
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setState({ step: 'reading', progress: from });
    try {
      const rows = await readAllPages(
        read,
        signal,
        (progress) => setState({ step: 'reading', progress }),
        from,
      );
      if (rows.length === 0) {
        setState(IDLE);
        getFeedback().toastWarning(listExportCopy.nothing);
        return;
      }
      setState({ step: 'writing', progress: { rows, total: rows.length } });
      const name = listExportCopy.fileName(subject, period, dayOf(new Date()));
      await downloadWorkbook({ name, sheet: subject, columns, rows }, { signal });
      if (signal.aborted) return;
      setState(IDLE);
      getFeedback().toastSuccess(listExportCopy.saved(rows.length));
    } catch (error) {
      if (signal.aborted) return;
      setState(failureOf<Row>(error));
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = () => {
    running.current?.abort();
    setState(IDLE);
  };

  const progress = state.step === 'reading' || state.step === 'writing' ? state.progress : null;
  const known = progress !== null && !Number.isNaN(progress.total);

  return (
    <>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        disabled={state.step !== 'idle'}
        aria-label={listExportCopy.exportOf(subject)}
        onClick={() => void run(NOTHING_READ)}
      >
        {listExportCopy.export}
      </Button>
      <Modal
        open={state.step !== 'idle'}
        title={listExportCopy.dialogTitle(subject)}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        destroyOnHidden
        footer={[
          state.step === 'failed' && (
            <Button key="retry" type="primary" onClick={() => void run(state.resumeFrom)}>
              {listExportCopy.retry}
            </Button>
          ),
          <Button key="cancel" onClick={cancel}>
            {listExportCopy.cancel}
          </Button>,
        ]}
      >
        {state.step === 'failed' ? (
          <Alert type="error" showIcon title={state.message} />
        ) : (
          <>
            <Progress
              percent={
                known ? Math.floor((progress.rows.length / Math.max(1, progress.total)) * 100) : 0
              }
              status="active"
              aria-label={listExportCopy.dialogTitle(subject)}
            />
            <Typography.Text role="status">
              {state.step === 'writing'
                ? listExportCopy.writing
                : known
                  ? listExportCopy.progress(progress.rows.length, progress.total)
                  : listExportCopy.reading}
            </Typography.Text>
          </>
        )}
      </Modal>
    </>
  );
}
