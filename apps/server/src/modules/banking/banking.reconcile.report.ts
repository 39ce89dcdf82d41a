import type { ReconciliationDetail } from '@fieldline/contracts/banking/reconciliation.contract';
import { formatMoney } from '@fieldline/contracts/common/money';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db/database';
import { PdfWriter, safeFileName, sendPdf } from '../../platform/pdf';
import { defaultCompanyId } from '../ledger';
import { getCompany } from '../organization';

/** The reconciliation report: the summary, then the cleared items and the items left outstanding. */

const HEADER = ['Date', 'Type', 'Reference', 'Name / memo', 'Amount'];

function sections(r: ReconciliationDetail) {
  const cleared = r.items.filter((i) => i.cleared);
  return [
    { title: 'Cleared deposits and other credits', rows: cleared.filter((i) => Number(i.amount) > 0) },
    { title: 'Cleared checks and payments', rows: cleared.filter((i) => Number(i.amount) <= 0) },
    { title: 'Uncleared items (outstanding)', rows: r.items.filter((i) => !i.cleared) },
  ];
}

function summary(r: ReconciliationDetail): [string, string][] {
  return [
    ['Bank account', r.bankAccount],
    ['Statement date', r.statementDate],
    ['Status', r.status === 'Finished' ? `Finished by ${r.finishedBy ?? '-'}` : 'In progress'],
    ['Opening balance', formatMoney(r.openingBalance)],
    ['Cleared deposits', formatMoney(r.clearedDeposits)],
    ['Cleared checks and payments', formatMoney(r.clearedPayments)],
    ['Cleared balance', formatMoney(r.clearedBalance)],
    ['Statement ending balance', formatMoney(r.endingBalance)],
    ['Difference', formatMoney(r.difference)],
  ];
}

const cells = (i: ReconciliationDetail['items'][number]) => [
  i.date,
  i.sourceType.replace(/([a-z])([A-Z])/g, '$1 $2'),
  i.reference ?? '',
  i.party ?? i.memo ?? '',
];

async function render(db: Db, r: ReconciliationDetail): Promise<Buffer> {
  const company = await getCompany(db, await defaultCompanyId(db)).catch(() => null);
  const pdf = new PdfWriter({ title: `Bank reconciliation ${r.bankAccount} ${r.statementDate}` });
  pdf.heading(company?.name ?? 'Fieldline', `Bank reconciliation: ${r.bankAccount}`);
  pdf.fields(summary(r));
  const doc = pdf.doc;
  const x = [54, 124, 214, 304, 478];
  for (const s of sections(r)) {
    pdf.section(`${s.title} (${s.rows.length})`);
    doc.font('Helvetica-Bold').fontSize(9);
    const head = doc.y;
    HEADER.forEach((h, i) => {
      doc.text(h, x[i], head, {
        width: i === 4 ? 80 : x[i + 1] - x[i] - 6,
        align: i === 4 ? 'right' : 'left',
        lineBreak: false,
      });
    });
    doc.moveDown(0.4).font('Helvetica');
    for (const item of s.rows) {
      if (doc.y > doc.page.height - 72) doc.addPage();
      const y = doc.y;
      cells(item).forEach((c, i) => {
        doc.text(c, x[i], y, { width: x[i + 1] - x[i] - 6, lineBreak: false, ellipsis: true });
      });
      doc.text(formatMoney(item.amount), x[4], y, { width: 80, align: 'right', lineBreak: false });
      doc.moveDown(0.25);
    }
    if (s.rows.length === 0) pdf.paragraph('None.');
  }
  return pdf.finish();
}

async function workbook(r: ReconciliationDetail): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet('Reconciliation');
  sheet.addRow([`Bank reconciliation: ${r.bankAccount}`]).font = { bold: true, size: 14 };
  // Figures are cents already rounded half-to-even: a spreadsheet number holds them exactly enough.
  for (const [label, value] of summary(r)) sheet.addRow([label, value]);
  for (const s of sections(r)) {
    sheet.addRow([]);
    sheet.addRow([s.title]).font = { bold: true };
    sheet.addRow(HEADER).font = { bold: true };
    for (const item of s.rows) sheet.addRow([...cells(item), Number(item.amount)]);
  }
  [12, 16, 14, 40, 16].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  sheet.getColumn(5).numFmt = '#,##0.00;-#,##0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function sendReconciliationReport(
  db: Db,
  reply: FastifyReply,
  r: ReconciliationDetail,
  format: 'pdf' | 'xlsx',
): Promise<Buffer> {
  const name = safeFileName(`reconciliation-${r.bankAccount}-${r.statementDate}`);
  if (format === 'pdf') return sendPdf(reply, `${name}.pdf`, await render(db, r), 'inline');
  reply
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return workbook(r);
}
