import { formatDate } from '@fieldline/contracts/common/dates';
import type { ProfitFilter } from '@fieldline/contracts/jobs/job-reports.contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db/database';
import { allProfitRows } from './job-profit.report';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONEY = '#,##0.00;-#,##0.00';

/** GET /v1/jobs/reports/profitExcel: the profitByJob rows (every matching job) as a workbook. */
export async function profitWorkbook(db: Db, f: ProfitFilter): Promise<Buffer> {
  const { data, totals } = await allProfitRows(db, f);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet('Job profit');
  sheet.columns = [
    { header: 'Job #', key: 'jobNumber', width: 14 },
    { header: 'Name', key: 'name', width: 32 },
    { header: 'Customer', key: 'customer', width: 28 },
    { header: 'Office', key: 'office', width: 18 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Created', key: 'created', width: 12 },
    { header: 'Completed', key: 'completed', width: 12 },
    { header: 'Revenue', key: 'revenue', width: 14, style: { numFmt: MONEY } },
    { header: 'Items cost', key: 'itemsCost', width: 14, style: { numFmt: MONEY } },
    { header: 'Labour', key: 'labour', width: 14, style: { numFmt: MONEY } },
    { header: 'Expenses', key: 'expenses', width: 14, style: { numFmt: MONEY } },
    { header: 'Profit', key: 'profit', width: 14, style: { numFmt: MONEY } },
    { header: 'Margin', key: 'margin', width: 10, style: { numFmt: '0.00%' } },
  ];
  sheet.getRow(1).font = { bold: true };
  // Figures are already rounded half-to-even to 2 places; a spreadsheet number holds them exactly enough.
  for (const r of data) {
    sheet.addRow({
      jobNumber: r.jobNumber,
      name: r.name,
      customer: r.customer.name,
      office: r.office.name,
      status: r.status,
      created: formatDate(r.createdDate),
      completed: r.completedDate ? formatDate(r.completedDate) : '',
      revenue: Number(r.revenue),
      itemsCost: Number(r.itemsCost),
      labour: Number(r.labour),
      expenses: Number(r.expenses),
      profit: Number(r.profit),
      margin: Number(r.margin),
    });
  }
  const total = sheet.addRow({
    jobNumber: 'Total',
    revenue: Number(totals.revenue),
    itemsCost: Number(totals.itemsCost),
    labour: Number(totals.labour),
    expenses: Number(totals.expenses),
    profit: Number(totals.profit),
    margin: Number(totals.margin),
  });
  total.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer): Buffer {
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
  return data;
}
