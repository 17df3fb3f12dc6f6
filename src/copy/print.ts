import { commonCopy } from './common';
import { termCopy } from './terms';

/** 打印: a screen's document printed on A4, headed by the platform's name and the print time. */
export const printCopy = {
  print: '打印',
  platform: commonCopy.siteTitle,
  printedAt: (time: string) => `打印时间：${time}`,
  field: (label: string, value: string) => `${label}：${value}`,
  dayRange: (start: string, end: string) => `${start} 至 ${end}`,
  allDays: termCopy.all,
  pageOf: (page: number) => `第 ${page} 页`,
} as const;
