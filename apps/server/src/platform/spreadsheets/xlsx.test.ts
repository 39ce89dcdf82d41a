import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadXlsx, unpacksWithin } from './xlsx';
import { zipBomb } from './xlsx.test-helpers';

describe('loadXlsx', () => {
  it('reads a real workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Lockbox').addRow(['Customer', 'Amount']);
    const read = await loadXlsx(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(read.ok && read.workbook.worksheets[0].getRow(1).getCell(2).value).toBe('Amount');
  });

  it('refuses an archive that unpacks past the limit, counting what it really inflates to', async () => {
    const bomb = zipBomb(3 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    // The sheet's zeros and the 8 bytes of [Content_Types].xml.
    const total = 3 * 1024 * 1024 + 8;
    expect(unpacksWithin(bomb, total)).toBe(true);
    expect(unpacksWithin(bomb, total - 1)).toBe(false);
    expect(await loadXlsx(bomb, 1024 * 1024)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('answers invalid for what is not an archive or not a workbook', async () => {
    expect(await loadXlsx(Buffer.from('%PDF-1.4 binary'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await loadXlsx(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await loadXlsx(zipBomb(10))).toEqual({ ok: false, reason: 'invalid' });
  });
});
