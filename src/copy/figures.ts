import { termCopy } from './terms';

/** Tables of figures with their charts, and 导出: a table saved as an Excel file. */
export const figuresCopy = {
  export: '导出',
  exportOf: (subject: string) => `导出 ${subject}`,
  exportFailed: '导出失败，请检查网络后重试',
  unavailable: termCopy.figuresUnavailable,
} as const;
