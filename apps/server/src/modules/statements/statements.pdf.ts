import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { newPdfDocument } from '../../platform/pdf';
import type { StatementDetail } from './statements.detail';

const LEFT = 50;
const RIGHT = 562;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 720;
const GREY = '#555555';

/** A new letter-size document whose pages can be numbered per statement (buffered, flushed per statement). */
export function statementDocument(title: string): PDFKit.PDFDocument {
  return newPdfDocument({
    size: 'LETTER',
    margin: 50,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: title, Author: 'Fieldline', Creator: 'Fieldline' },
  });
}

const money = (v: string) => formatMoney(v);

function text(
  doc: PDFKit.PDFDocument,
  s: string,
  x: number,
  y: number,
  w: number,
  align: 'left' | 'right' = 'left',
) {
  doc.text(s, x, y, { width: w, align, lineBreak: false, ellipsis: true });
}

/** The page top: company and remit-to on the left, the title and the statement's keys on the right. */
function header(doc: PDFKit.PDFDocument, d: StatementDetail, continued: boolean): number {
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000');
  text(doc, d.company.name || d.remit.name, LEFT, 50, 300);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  let y = 70;
  for (const l of [...d.remit.lines, d.remit.phone ?? '', d.company.email ?? ''].filter(Boolean)) {
    text(doc, l, LEFT, y, 300);
    y += 11;
  }
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000');
  text(doc, continued ? 'STATEMENT (continued)' : 'STATEMENT', 330, 48, RIGHT - 330, 'right');
  doc.font('Helvetica').fontSize(9);
  const keys: [string, string][] = [
    ['Statement date', formatDate(d.statementDate)],
    ['Account', d.customer.accountNumber],
    ['Period', `${formatDate(d.periodStart)} - ${formatDate(d.statementDate)}`],
  ];
  let ky = 76;
  for (const [k, v] of keys) {
    doc.fillColor(GREY);
    text(doc, k, 330, ky, 110, 'right');
    doc.fillColor('#000000');
    text(doc, v, 445, ky, RIGHT - 445, 'right');
    ky += 12;
  }
  y = Math.max(y, ky) + 8;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor('#999999').stroke();
  return y + 10;
}

/** Bill-to, remit-to and the amount due in a box. */
function addresses(doc: PDFKit.PDFDocument, d: StatementDetail, y: number): number {
  const block = (title: string, name: string, ls: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY);
    text(doc, title, x, y, 180);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
    text(doc, name, x, y + 12, 180);
    doc.font('Helvetica').fontSize(9);
    for (const [i, l] of ls.entries()) text(doc, l, x, y + 25 + i * 11, 180);
    return y + 25 + ls.length * 11;
  };
  const a = block('BILL TO', d.customer.name, d.customer.lines, LEFT);
  const b = block('REMIT TO', d.remit.name, d.remit.lines, 235);
  doc
    .rect(420, y, RIGHT - 420, 48)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  text(doc, 'AMOUNT DUE', 428, y + 8, RIGHT - 436, 'right');
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000');
  text(doc, money(d.closingBalance), 428, y + 22, RIGHT - 436, 'right');
  return Math.max(a, b, y + 48) + 18;
}

interface Column {
  title: string;
  x: number;
  w: number;
  align?: 'right';
}

function tableHead(doc: PDFKit.PDFDocument, cols: Column[], y: number): number {
  doc.rect(LEFT, y, WIDTH, 16).fillColor('#eeeeee').fill();
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#000000');
  for (const c of cols) text(doc, c.title, c.x + 3, y + 4.5, c.w - 6, c.align);
  return y + 19;
}

/** Rows under a heading; a new page (with the header again) when the page is full. */
function table(
  doc: PDFKit.PDFDocument,
  d: StatementDetail,
  title: string,
  cols: Column[],
  rows: { cells: string[]; bold?: boolean }[],
  y: number,
): number {
  if (y + 50 > BOTTOM) y = newPage(doc, d);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
  text(doc, title, LEFT, y, WIDTH);
  y = tableHead(doc, cols, y + 16);
  for (const r of rows) {
    if (y + 13 > BOTTOM) y = tableHead(doc, cols, newPage(doc, d));
    doc
      .font(r.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor('#000000');
    for (const [i, c] of cols.entries()) text(doc, r.cells[i] ?? '', c.x + 3, y, c.w - 6, c.align);
    y += 13;
  }
  return y + 12;
}

function newPage(doc: PDFKit.PDFDocument, d: StatementDetail): number {
  doc.addPage();
  return header(doc, d, true);
}

const ACTIVITY: Column[] = [
  { title: 'Date', x: LEFT, w: 70 },
  { title: 'Type', x: 120, w: 80 },
  { title: 'Reference', x: 200, w: 180 },
  { title: 'Amount', x: 380, w: 90, align: 'right' },
  { title: 'Balance', x: 470, w: 92, align: 'right' },
];
const INVOICES: Column[] = [
  { title: 'Invoice', x: LEFT, w: 90 },
  { title: 'Date', x: 140, w: 70 },
  { title: 'Due', x: 210, w: 70 },
  { title: 'Status', x: 280, w: 50 },
  { title: 'Total', x: 330, w: 77, align: 'right' },
  { title: 'Paid', x: 407, w: 77, align: 'right' },
  { title: 'Balance', x: 484, w: 78, align: 'right' },
];
const AGING: Column[] = [
  'Current',
  '1-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Amount due',
].map((title, i) => ({ title, x: LEFT + i * (WIDTH / 6), w: WIDTH / 6, align: 'right' as const }));

/** Writes one statement on new pages of `doc`, numbering its own pages "Page i of n"; answers n. */
export function writeStatement(doc: PDFKit.PDFDocument, d: StatementDetail): number {
  const before = doc.bufferedPageRange();
  const first = before.start + before.count;
  doc.addPage();
  let y = addresses(doc, d, header(doc, d, false));
  const activity = [
    { cells: [formatDate(d.periodStart), '', 'Opening balance', '', money(d.openingBalance)], bold: true },
    ...d.lines.map((l) => ({
      cells: [formatDate(l.date), l.kind, l.ref, money(l.amount), money(l.balance)],
    })),
    { cells: [formatDate(d.statementDate), '', 'Closing balance', '', money(d.closingBalance)], bold: true },
  ];
  y = table(doc, d, 'Account activity', ACTIVITY, activity, y);
  if (d.invoices?.length) {
    const rows = d.invoices.map((i) => ({
      cells: [
        i.number,
        formatDate(i.date),
        formatDate(i.dueDate),
        i.status,
        money(i.total),
        money(i.paid),
        money(i.balance),
      ],
    }));
    y = table(doc, d, 'Invoices', INVOICES, rows, y);
  }
  const a = d.aging;
  y = table(
    doc,
    d,
    'Aging',
    AGING,
    [
      {
        cells: [a.current, a.days1to30, a.days31to60, a.days61to90, a.over90]
          .map(money)
          .concat(money(d.closingBalance)),
        bold: true,
      },
    ],
    y,
  );
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  text(
    doc,
    `Please make payment to ${d.remit.name}. Include your account number ${d.customer.accountNumber} with your payment.`,
    LEFT,
    Math.min(y, BOTTOM),
    WIDTH,
  );
  const after = doc.bufferedPageRange();
  const count = after.start + after.count - first;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(first + i);
    // The footer sits in the bottom margin: without the margin pdfkit does not start a page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`${d.customer.name}  ·  Page ${i + 1} of ${count}`, LEFT, 750, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  return count;
}

/** One statement as a PDF file. */
export function statementPdf(d: StatementDetail): Promise<Buffer> {
  const doc = statementDocument(`Statement ${d.customer.name}`);
  writeStatement(doc, d);
  return finishPdf(doc);
}

export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
