import { quickOrderCopy } from '@/copy';
import { loadChunk } from '@/lib/chunk-recovery';
import { orderSheetTemplate } from '@/lib/order-sheet';
import { saveBlob } from '@/lib/xlsx/save-blob';
import { orderLinesOf, type OrderLine } from './order-lines';

/** A file read: its order lines, or the reason it was refused, said to the member. */
export type OrderFile = { lines: OrderLine[] } | { refused: string };

const BYTES_PER_MB = 1024 * 1024;

/**
 * The order lines of an .xlsx file's first sheet. Another kind of file, one over 5 MB or one
 * that cannot be read is refused with a reason; the reader loads with the first file.
 */
export async function readOrderFile(file: File): Promise<OrderFile> {
  if (!/\.xlsx$/i.test(file.name)) return { refused: quickOrderCopy.notXlsx };
  try {
    const { readSheetRows, MAX_SHEET_FILE_BYTES } = await loadChunk(
      () => import('@/lib/xlsx/read-sheet-rows'),
    );
    if (file.size > MAX_SHEET_FILE_BYTES) {
      return { refused: quickOrderCopy.fileTooLarge(MAX_SHEET_FILE_BYTES / BYTES_PER_MB) };
    }
    return { lines: orderLinesOf(readSheetRows(await file.arrayBuffer())) };
  } catch {
    return { refused: quickOrderCopy.fileUnreadable };
  }
}

/** Saves 批量下单's template, its writer loaded with the first download. */
export async function saveOrderTemplate(): Promise<void> {
  const { workbookBlob } = await loadChunk(() => import('@/lib/xlsx/workbook-blob'));
  saveBlob(await workbookBlob(orderSheetTemplate()), `${quickOrderCopy.templateFile}.xlsx`);
}
