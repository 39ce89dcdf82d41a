import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { ReportTable, TableColumn, TableRow } from '@fieldline/contracts/reports/financial.tables';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { newPdfDocument, safeFileName, sendPdf } from '../../../platform/pdf';
import { sendXlsx } from '../job-profit.excel';

const MONEY = '#,##0.00;-#,##0.00';

/** A report table as a workbook: title rows, a bold header, money as numbers with 2 decimals. */
export async function tableWorkbook(t: ReportTable, company: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet(t.title.slice(0, 31));
  sheet.addRow([company]);
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  sheet.addRow([t.subtitle]);
  sheet.addRow([]);
  const header = sheet.addRow(t.columns.map((c) => c.label));
  header.font = { bold: true };
  t.columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = c.kind === 'money' ? 15 : c.kind === 'text' ? (i === 0 ? 40 : 28) : 12;
    if (c.kind === 'money') {
      col.numFmt = MONEY;
      header.getCell(i + 1).alignment = { horizontal: 'right' };
    }
  });
  for (const r of t.rows) {
    const row = sheet.addRow(
      r.cells.map((v, i) => {
        if (v === null) return null;
        const kind = t.columns[i]?.kind;
        // Figures are already rounded half-to-even to 2 places; a spreadsheet number holds them exactly enough.
        if (kind === 'money' || kind === 'number') return Number(v);
        return v;
      }),
    );
    if (r.indent) row.getCell(1).alignment = { indent: r.indent };
    if (r.style && r.style !== 'group') row.font = { bold: true };
    if (r.style === 'group') row.font = { italic: true };
  }
  sheet.views = [{ state: 'frozen', ySplit: 5 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cellText = (c: TableColumn | undefined, v: string | null) => {
  if (v === null) return '';
  if (c?.kind === 'money') return formatMoney(v);
  if (c?.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  return v;
};

/**
 * A report table as a landscape PDF. Columns that do not fit the page width are printed in further bands, each
 * repeating the first (label) column, so a 12-month statement with its budget stays readable.
 */
export function tablePdf(t: ReportTable, company: string): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: t.title, Author: 'Fieldline', Creator: 'Fieldline' },
  });
  const left = 36;
  const width = doc.page.width - 72;
  const bottom = doc.page.height - 36;
  const many = t.columns.length > 12;
  const fontSize = many ? 6.5 : 7.5;
  const widthOf = (c: TableColumn, i: number) =>
    i === 0
      ? c.kind === 'text'
        ? many
          ? 150
          : 190
        : 70
      : c.kind === 'money'
        ? many
          ? 56
          : 70
        : c.kind === 'text'
          ? 130
          : 60;
  // A month's actual, budget and variance (keys "<k>", "<k>-b", "<k>-v") stay on the same page.
  const units: number[][] = [];
  t.columns.forEach((c, i) => {
    if (i === 0) return;
    if (/-[bv]$/.test(c.key) && units.length > 0) units[units.length - 1].push(i);
    else units.push([i]);
  });
  const bands: number[][] = [];
  let current: number[] = [];
  let used = widthOf(t.columns[0], 0);
  for (const unit of units) {
    const w = unit.reduce((sum, i) => sum + widthOf(t.columns[i], i), 0);
    if (used + w > width && current.length > 0) {
      bands.push(current);
      current = [];
      used = widthOf(t.columns[0], 0);
    }
    current.push(...unit);
    used += w;
  }
  bands.push(current);

  const title = (band: number) => {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(company, left, 36);
    doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(t.title, left);
    const more = bands.length > 1 ? ` (part ${band + 1} of ${bands.length})` : '';
    doc.font('Helvetica').fontSize(9).fillColor('#333333').text(`${t.subtitle}${more}`, left);
    doc.moveDown(0.5);
  };
  const drawRow = (cols: number[], cells: string[], r: Partial<TableRow>, header = false) => {
    const bold = header || (r.style && r.style !== 'group');
    doc
      .font(bold ? 'Helvetica-Bold' : r.style === 'group' ? 'Helvetica-Oblique' : 'Helvetica')
      .fontSize(fontSize);
    const y = doc.y;
    let x = left;
    let h = 0;
    [0, ...cols].forEach((ci, k) => {
      const c = t.columns[ci];
      const w = widthOf(c, ci);
      const indent = k === 0 ? (r.indent ?? 0) * 8 : 0;
      const align = c.kind === 'money' || c.kind === 'number' ? 'right' : 'left';
      doc.text(cells[k], x + indent, y, { width: w - indent - 4, align });
      h = Math.max(h, doc.y - y);
      x += w;
    });
    doc.y = y + h + 2;
    if (r.style === 'grand' || r.style === 'total' || header) {
      doc
        .moveTo(left, doc.y - 1)
        .lineTo(x, doc.y - 1)
        .lineWidth(0.4)
        .strokeColor('#999999')
        .stroke();
      doc.y += 2;
    }
  };
  bands.forEach((cols, b) => {
    if (b > 0) doc.addPage();
    title(b);
    const head = () =>
      drawRow(
        cols,
        [0, ...cols].map((i) => t.columns[i].label),
        {},
        true,
      );
    head();
    for (const r of t.rows) {
      if (doc.y > bottom - 20) {
        doc.addPage();
        title(b);
        head();
      }
      drawRow(
        cols,
        [0, ...cols].map((i) => cellText(t.columns[i], r.cells[i] ?? null)),
        r,
      );
    }
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Sends the table in the asked format with a file name from the title and the report's date. */
export async function sendTable(
  reply: FastifyReply,
  type: 'xlsx' | 'pdf',
  t: ReportTable,
  company: string,
  stamp: string,
): Promise<Buffer> {
  const base = safeFileName(`${t.title.toLowerCase()}-${stamp}`);
  if (type === 'xlsx') return sendXlsx(reply, `${base}.xlsx`, await tableWorkbook(t, company));
  return sendPdf(reply, `${base}.pdf`, await tablePdf(t, company));
}
