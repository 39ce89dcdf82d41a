import type { CommissionReport } from '@fieldline/contracts/commissions/commissions.contract';
import { COMMISSION_BASIS_LABELS } from '@fieldline/contracts/commissions/commissions.contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

const HEADER = [
  'Invoice',
  'Invoice date',
  'Customer',
  'Status',
  'Basis',
  'Basis amount',
  'Rate %',
  'Commission',
  'Earned',
  'Reversed',
  'Net',
];
const MONEY_COLUMNS = [5, 7, 8, 9, 10];

const basisLabel = (b: string) =>
  (COMMISSION_BASIS_LABELS as Record<string, string>)[b] ??
  (b === 'Percent' ? 'Percent typed on the invoice' : b === 'Amount' ? 'Amount typed on the invoice' : b);

function lines(r: CommissionReport): (string | null)[][] {
  return [
    ...r.rows.map((x) => [
      x.invoiceNumber,
      x.invoiceDate,
      x.customerName,
      x.status,
      basisLabel(x.basis),
      x.basisAmount,
      x.rate,
      x.commission,
      x.earned,
      x.reversed,
      x.net,
    ]),
    ['Total', null, null, null, null, null, null, null, r.totals.earned, r.totals.reversed, r.totals.net],
  ];
}

const csvCell = (v: string | null) => (v === null ? '' : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function reportCsv(r: CommissionReport): string {
  const title = [`Commissions of ${r.employeeName}, ${r.from} to ${r.to}`];
  return `${[title, HEADER, ...lines(r)].map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export async function reportXlsx(r: CommissionReport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet('Commissions');
  sheet.addRow([`Commissions of ${r.employeeName}`]).font = { bold: true, size: 14 };
  sheet.addRow([`${r.from} to ${r.to}`]);
  sheet.addRow([]);
  sheet.addRow(HEADER).font = { bold: true };
  for (const l of lines(r))
    sheet.addRow(
      // Figures are rounded half-to-even to cents already: a spreadsheet number holds them exactly enough.
      l.map((v, i) => (v !== null && MONEY_COLUMNS.includes(i) ? Number(v) : v)),
    );
  const totalRow = sheet.lastRow;
  if (totalRow) totalRow.font = { bold: true };
  HEADER.forEach((_, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = i === 2 ? 30 : 15;
    if (MONEY_COLUMNS.includes(i)) col.numFmt = '#,##0.00;-#,##0.00';
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function sendReport(reply: FastifyReply, r: CommissionReport, format: 'csv' | 'xlsx') {
  const name = `commissions-${r.employeeId}-${r.from}-${r.to}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header(
      'content-type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  return format === 'csv' ? reportCsv(r) : reportXlsx(r);
}
