import { commonCopy } from './common';
import { figuresCopy } from './figures';

const count = (value: number) => value.toLocaleString('zh-CN');

/** 导出 of a whole list: every row the filters match, read page by page into an Excel file. */
export const listExportCopy = {
  export: figuresCopy.export,
  exportOf: figuresCopy.exportOf,
  dialogTitle: (subject: string) => `导出${subject}`,
  reading: '正在读取记录…',
  progress: (done: number, total: number) => `已导出 ${count(done)} / ${count(total)}`,
  writing: '正在生成文件…',
  cancel: commonCopy.cancel,
  retry: commonCopy.retry,
  pageFailed: (done: number, total: number) =>
    `读取记录失败，已读取 ${count(done)} / ${count(total)} 条，请检查网络后重试`,
  firstPageFailed: '读取记录失败，请检查网络后重试',
  changed: '导出期间记录有变化，请重试',
  writeFailed: '生成文件失败，请重试',
  nothing: '没有可导出的记录',
  saved: (rows: number) => `已导出 ${count(rows)} 条记录`,
  /** The file's name: the screen and the period its filters choose, or the day it was made. */
  fileName: (subject: string, range: readonly [string, string] | null, today: string) =>
    range ? `${subject}_${range[0]}_${range[1]}` : `${subject}_截至${today}`,
} as const;
