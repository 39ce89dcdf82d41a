import { PAY_KIND_LABELS, type PayLine } from '@fieldline/contracts/payroll/payroll.contract';
import ExcelJS from 'exceljs';
import type { RouteContext } from '../../platform/http/route';
import { periodCalculation } from './payroll.approve';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_HEADINGS = [
  'Employee Number',
  'Employee Name',
  'Pay Code',
  'Pay Type',
  'Hours',
  'Rate',
  'Amount',
  'Prevailing Wage',
];

const cells = (l: PayLine) => [
  l.employeeNumber,
  l.employeeName,
  l.payCode,
  PAY_KIND_LABELS[l.kind],
  l.hours,
  l.rate ?? '',
  l.amount,
  l.prevailing ? 'Yes' : 'No',
];

/** A CSV field, quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised. */
function csvField(v: string): string {
  const safe = /^[=+\-@]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function payLinesCsv(lines: PayLine[]): string {
  return `${[EXPORT_HEADINGS, ...lines.map(cells)].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function payLinesXlsx(lines: PayLine[], title: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Payroll');
  sheet.addRow(EXPORT_HEADINGS).font = { bold: true };
  for (const l of lines) {
    const row = cells(l);
    sheet.addRow([
      ...row.slice(0, 4),
      Number(l.hours),
      l.rate === null ? null : Number(l.rate),
      Number(l.amount),
      row[7],
    ]);
  }
  sheet.getColumn(5).numFmt = '#,##0.00';
  sheet.getColumn(6).numFmt = '#,##0.0000';
  sheet.getColumn(7).numFmt = '#,##0.00';
  [16, 28, 10, 12, 10, 12, 14, 16].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  wb.title = title;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** GET payrollcalendar/{id}/export.csv|xlsx: the period's pay lines (frozen once approved). */
export async function sendExport(
  ctx: RouteContext<unknown, unknown, { id: number }>,
  format: 'csv' | 'xlsx',
) {
  const calc = await periodCalculation(ctx.db, ctx.params.id);
  const name = `payroll-${calc.period.startDate}-to-${calc.period.endDate}.${format}`;
  ctx.reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  if (format === 'csv') {
    ctx.reply.header('content-type', 'text/csv; charset=utf-8');
    return payLinesCsv(calc.lines);
  }
  ctx.reply.header('content-type', XLSX_TYPE);
  return payLinesXlsx(calc.lines, `Payroll ${calc.period.startDate} to ${calc.period.endDate}`);
}
