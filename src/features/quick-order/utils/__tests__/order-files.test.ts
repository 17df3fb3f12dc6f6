import { describe, expect, it } from 'vitest';
import { quickOrderCopy } from '@/copy';
import { readOrderFile } from '../order-files';

const MB = 1024 * 1024;

describe('readOrderFile', () => {
  it('refuses a file that is not .xlsx, before reading it', async () => {
    expect(await readOrderFile(new File(['1001,3'], '清单.csv'))).toEqual({
      refused: quickOrderCopy.notXlsx,
    });
  });

  it('refuses a file over 5 MB', async () => {
    const large = new File([new Uint8Array(5 * MB + 1)], '清单.xlsx');
    expect(await readOrderFile(large)).toEqual({ refused: quickOrderCopy.fileTooLarge(5) });
  });

  it('refuses an .xlsx file it cannot read', async () => {
    expect(await readOrderFile(new File(['not a zip'], '清单.XLSX'))).toEqual({
      refused: quickOrderCopy.fileUnreadable,
    });
  });
});
