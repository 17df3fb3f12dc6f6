/** 导出: a table of figures saved as an Excel file. */
export const exportCopy = {
  export: '导出',
  exportOf: (subject: string) => `导出 ${subject}`,
  failed: '导出失败，请检查网络后重试',
  tooLarge: '表格行数过多，无法导出',
} as const;
