import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';

/**
 * What an uploaded workbook may unpack to: a 50,000-row lockbox file is about 30 MB of sheet XML. exceljs
 * inflates the whole archive in memory without a limit, so a few-kB "zip bomb" could take the server's
 * memory; the archive is inflated once here first, counting, and refused past this.
 */
export const XLSX_MAX_UNPACKED = 100 * 1024 * 1024;
export const XLSX_TOO_LARGE =
  'The spreadsheet unpacks to more than 100 MB. Save it as CSV, or split it into smaller files.';

export type XlsxResult =
  | { ok: true; workbook: ExcelJS.Workbook }
  | { ok: false; reason: 'invalid' | 'tooLarge' };

/** True when every entry of the archive inflates, all together, to `max` bytes or less (stops counting past it). */
export function unpacksWithin(bytes: Uint8Array, max: number): boolean {
  let total = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) throw err;
      total += chunk.length;
      if (total > max) file.terminate();
    };
    if (total > max) return;
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  return total <= max;
}

/** Reads an xlsx workbook after checking what it unpacks to; answers why it was not read instead of throwing. */
export async function loadXlsx(bytes: Buffer, max = XLSX_MAX_UNPACKED): Promise<XlsxResult> {
  try {
    if (!unpacksWithin(bytes, max)) return { ok: false, reason: 'tooLarge' };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return { ok: true, workbook };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
