import { strToU8, zipSync } from 'fflate';
import { XLSX_MAX_UNPACKED } from './xlsx';

/** A few-kB archive whose sheet inflates to `size` bytes of zeros. */
export function zipBomb(size = XLSX_MAX_UNPACKED + 1): Buffer {
  return Buffer.from(
    zipSync(
      { '[Content_Types].xml': strToU8('<Types/>'), 'xl/worksheets/sheet1.xml': new Uint8Array(size) },
      { level: 9 },
    ),
  );
}
