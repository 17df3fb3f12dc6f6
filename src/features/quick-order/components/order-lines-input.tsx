import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { quickOrderCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';
import { readOrderFile, saveOrderTemplate } from '../utils/order-files';
import { parseOrderLines, type OrderLine } from '../utils/order-lines';

const PASTE_ROWS = 8;

/**
 * Where 批量下单's lines come from: text pasted from a spreadsheet or a chat (识别 reads it), or
 * an .xlsx file picked (read at once), with the template to fill in.
 */
export function OrderLinesInput({ onLines }: { onLines: (lines: OrderLine[]) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pasteId = useId();
  const hintId = useId();

  const take = (lines: OrderLine[]) => {
    if (lines.length === 0) {
      setProblem(quickOrderCopy.nothingToMatch);
      return;
    }
    setProblem(null);
    onLines(lines);
  };

  const readFile = useSingleFlight(async (file: File) => {
    const read = await readOrderFile(file);
    if ('refused' in read) setProblem(read.refused);
    else take(read.lines);
  });
  const template = useSingleFlight(() =>
    saveOrderTemplate().catch(() => getFeedback().toastError(quickOrderCopy.templateFailed)),
  );

  return (
    <Flex vertical gap="small">
      <label htmlFor={pasteId}>{quickOrderCopy.pasteLabel}</label>
      <Input.TextArea
        id={pasteId}
        aria-describedby={hintId}
        rows={PASTE_ROWS}
        value={text}
        placeholder={quickOrderCopy.pastePlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
      <Typography.Text id={hintId} type="secondary">
        {quickOrderCopy.pasteHint}
      </Typography.Text>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Flex gap="small" wrap align="center">
        <Button type="primary" onClick={() => take(parseOrderLines(text))}>
          {quickOrderCopy.match}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void readFile.run(file);
            return false;
          }}
        >
          <Button icon={<FileExcelOutlined aria-hidden />} loading={readFile.pending}>
            {quickOrderCopy.pickFile}
          </Button>
        </Upload>
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          loading={template.pending}
          onClick={() => void template.run()}
        >
          {quickOrderCopy.downloadTemplate}
        </Button>
      </Flex>
    </Flex>
  );
}
