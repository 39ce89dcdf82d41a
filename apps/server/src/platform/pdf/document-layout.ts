import type { Block, BusinessDocument, Column, Party, RowGroup } from './business-document';
import { newPdfDocument } from './new-document';

/**
 * The one layout of Fieldline's business documents on pdfkit (docs/documents.md): letterhead, title and
 * facts, address blocks, tables with group headings and group footers, totals, text sections, an acceptance
 * block, and "Page N of M" on every page. A table that runs past the page continues on the next with its
 * header repeated. Only pdfkit's built-in fonts are used and the dates come from the document, so the same
 * document always gives the same bytes (the reference-image test relies on it).
 */

const PAGE = { width: 612, height: 792 };
const M = { left: 50, right: 50, top: 50, bottom: 60 };
const WIDTH = PAGE.width - M.left - M.right;
const BOTTOM = PAGE.height - M.bottom;
const INK = '#1a1a1a';
const MUTED = '#5c6470';
const ACCENT = '#1c4e80';
const RULE = '#c9ced6';
const SHADE = '#eef2f7';
const GROUP_SHADE = '#f6f7f9';

type Doc = PDFKit.PDFDocument;

class Layout {
  readonly doc: Doc;
  constructor(private readonly d: BusinessDocument) {
    this.doc = newPdfDocument({
      size: 'LETTER',
      margins: M,
      bufferPages: true,
      autoFirstPage: true,
      info: {
        Title: `${d.title} ${d.number}`.trim(),
        Author: d.letterhead.companyName,
        Creator: 'Fieldline',
        Producer: 'Fieldline',
        CreationDate: d.date,
        ModDate: d.date,
      },
    });
  }

  draw(): void {
    this.letterhead();
    this.parties(this.d.parties);
    for (const b of this.d.blocks) this.block(b);
    this.footers();
  }

  private font(bold: boolean, size: number, color = INK): Doc {
    return this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(color);
  }

  /** Starts a new page with a one-line running head; returns the y where content may start. */
  private newPage(): number {
    this.doc.addPage();
    this.font(true, 9, MUTED).text(
      `${this.d.letterhead.companyName}  ·  ${this.d.title} ${this.d.number} (continued)`,
      M.left,
      M.top - 20,
      { width: WIDTH, lineBreak: false },
    );
    this.hr(M.top - 6);
    this.doc.y = M.top + 4;
    return this.doc.y;
  }

  /** Makes room for `h` points, breaking the page when needed; true when it broke. */
  private ensure(h: number): boolean {
    if (this.doc.y + h <= BOTTOM) return false;
    this.newPage();
    return true;
  }

  private hr(y: number, color = RULE, width = 0.6): void {
    this.doc
      .moveTo(M.left, y)
      .lineTo(M.left + WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  private letterhead(): void {
    const { doc, d } = this;
    const leftW = WIDTH * 0.55;
    let y = M.top;
    let drewLogo = false;
    if (d.letterhead.logo) {
      try {
        doc.image(d.letterhead.logo, M.left, y, { fit: [180, 56] });
        y += 62;
        drewLogo = true;
      } catch {
        // An unreadable image: fall back to the name below.
      }
    }
    if (!drewLogo) {
      this.font(true, 17, ACCENT).text(d.letterhead.companyName, M.left, y, { width: leftW });
      y = doc.y + 3;
    }
    this.font(false, 9, MUTED);
    for (const line of d.letterhead.lines) {
      doc.text(line, M.left, y, { width: leftW });
      y = doc.y + 1;
    }
    const leftBottom = y;

    // Title and facts on the right.
    const rx = M.left + leftW + 10;
    const rw = WIDTH - leftW - 10;
    this.font(true, 20, INK).text(d.title, rx, M.top, { width: rw, align: 'right' });
    let ry = doc.y + 4;
    for (const [label, value] of d.facts) {
      this.font(false, 9, MUTED).text(label, rx, ry, { width: rw * 0.48, lineBreak: false });
      this.font(true, 9, INK).text(value || '-', rx + rw * 0.48, ry, { width: rw * 0.52, align: 'right' });
      ry = doc.y + 2;
    }
    const top = Math.max(leftBottom, ry) + 8;
    this.hr(top, ACCENT, 1.2);
    doc.y = top + 12;
  }

  private parties(parties: Party[]): void {
    if (parties.length === 0) return;
    const { doc } = this;
    const gap = 14;
    const w = (WIDTH - gap * (parties.length - 1)) / parties.length;
    const top = doc.y;
    let bottom = top;
    parties.forEach((p, i) => {
      const x = M.left + i * (w + gap);
      this.font(true, 8, ACCENT).text(p.label.toUpperCase(), x, top, { width: w, characterSpacing: 0.5 });
      this.font(true, 10, INK).text(p.name, x, doc.y + 2, { width: w });
      this.font(false, 9, INK);
      for (const line of p.lines) doc.text(line, x, doc.y + 1, { width: w });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 16;
  }

  private block(b: Block): void {
    if (b.kind === 'table') this.table(b.columns, b.groups, b.title, b.empty);
    else if (b.kind === 'totals') this.totals(b.rows);
    else if (b.kind === 'text') this.text(b.title, b.text);
    else if (b.kind === 'acceptance') this.acceptance(b.statement, b.title, b.labels);
    else this.facts(b.title, b.rows);
  }

  /** A section's heading, kept on one page with the first `need` points of what follows it. */
  private sectionTitle(title: string, need = 40): void {
    this.ensure(need);
    this.font(true, 11, ACCENT).text(title, M.left, this.doc.y, { width: WIDTH });
    this.doc.y += 4;
  }

  private widths(columns: Column[]): number[] {
    const total = columns.reduce((s, c) => s + c.width, 0) || 1;
    return columns.map((c) => (c.width / total) * WIDTH);
  }

  private header(columns: Column[], widths: number[]): void {
    const { doc } = this;
    const y = doc.y;
    doc.rect(M.left, y, WIDTH, 18).fill(SHADE);
    let x = M.left;
    columns.forEach((c, i) => {
      this.font(true, 8.5, INK).text(c.label, x + 4, y + 5, {
        width: widths[i] - 8,
        align: c.align ?? 'left',
        lineBreak: false,
      });
      x += widths[i];
    });
    doc.y = y + 22;
  }

  private table(columns: Column[], groups: RowGroup[], title?: string, empty?: string): void {
    const { doc } = this;
    // The heading, the column header and a first row stay together.
    if (title) this.sectionTitle(title, 80);
    const widths = this.widths(columns);
    this.ensure(44);
    this.header(columns, widths);
    const rows = groups.reduce((n, g) => n + g.rows.length, 0);
    if (rows === 0 && groups.every((g) => !g.footer?.length)) {
      this.font(false, 9, MUTED).text(empty ?? 'None.', M.left + 4, doc.y, { width: WIDTH - 8 });
      doc.y += 10;
      return;
    }
    const breakPage = (h: number) => {
      if (this.ensure(h)) this.header(columns, widths);
    };
    for (const g of groups) {
      if (g.name) {
        breakPage(36);
        const y = doc.y;
        doc.rect(M.left, y - 2, WIDTH, 16).fill(GROUP_SHADE);
        this.font(true, 9.5, INK).text(g.name, M.left + 4, y + 2, { width: WIDTH - 8, lineBreak: false });
        doc.y = y + 18;
      }
      for (const r of g.rows) {
        this.font(false, 9);
        const cellH = columns.map((c, i) =>
          doc.heightOfString(r.cells[c.key] || ' ', { width: widths[i] - 8 }),
        );
        let h = Math.max(...cellH);
        const noteH = r.note ? doc.fontSize(8).heightOfString(r.note, { width: WIDTH * 0.6 }) + 2 : 0;
        h += noteH + 6;
        breakPage(h);
        const y = doc.y;
        let x = M.left;
        columns.forEach((c, i) => {
          this.font(false, 9, INK).text(r.cells[c.key] ?? '', x + 4, y, {
            width: widths[i] - 8,
            align: c.align ?? 'left',
          });
          x += widths[i];
        });
        if (r.note) {
          const noteY = y + Math.max(...cellH) + 1;
          this.font(false, 8, MUTED).text(r.note, M.left + widths[0] + 4, noteY, { width: WIDTH * 0.6 });
        }
        doc.y = y + h;
        this.hr(doc.y - 3, '#e3e6eb', 0.4);
      }
      for (const [label, value] of g.footer ?? []) {
        breakPage(16);
        const y = doc.y;
        const valueW = widths[widths.length - 1];
        this.font(true, 9, INK).text(label, M.left, y, { width: WIDTH - valueW - 4, align: 'right' });
        this.font(true, 9, INK).text(value, M.left + WIDTH - valueW, y, {
          width: valueW - 4,
          align: 'right',
        });
        doc.y = y + 14;
      }
      doc.y += 4;
    }
    doc.y += 6;
  }

  private totals(rows: { label: string; value: string; strong?: boolean }[]): void {
    const { doc } = this;
    const w = 270;
    const x = M.left + WIDTH - w;
    const labelW = w * 0.64 - 6;
    const valueW = w * 0.36 - 6;
    const heights = rows.map((r) =>
      this.font(r.strong ?? false, r.strong ? 10.5 : 9.5).heightOfString(r.label, { width: labelW }),
    );
    this.ensure(heights.reduce((s, h) => s + h + 6, 12));
    rows.forEach((r, i) => {
      const y = doc.y;
      const h = Math.max(heights[i], 12) + (r.strong ? 8 : 4);
      if (r.strong) doc.rect(x, y - 3, w, h).fill(SHADE);
      const size = r.strong ? 10.5 : 9.5;
      this.font(r.strong ?? false, size, INK).text(r.label, x + 6, y, { width: labelW });
      this.font(true, size, INK).text(r.value, x + w - valueW - 6, y, { width: valueW, align: 'right' });
      doc.y = y + h + 1;
    });
    doc.y += 10;
  }

  private text(title: string, text: string): void {
    if (!text.trim()) return;
    this.sectionTitle(title);
    this.font(false, 9.5, INK).text(text.trim(), M.left, this.doc.y, { width: WIDTH });
    this.doc.y += 12;
  }

  private facts(title: string | undefined, rows: [string, string][]): void {
    const { doc } = this;
    if (title) this.sectionTitle(title);
    const labelW = 130;
    for (const [label, value] of rows) {
      const h = this.font(false, 9.5).heightOfString(value || '-', { width: WIDTH - labelW });
      this.ensure(h + 4);
      const y = doc.y;
      this.font(false, 9.5, MUTED).text(label, M.left, y, { width: labelW - 6 });
      this.font(false, 9.5, INK).text(value || '-', M.left + labelW, y, { width: WIDTH - labelW });
      doc.y = Math.max(doc.y, y + 12) + 3;
    }
    doc.y += 8;
  }

  /** "Accepted by / Signature / Date" lines under the customer's statement of acceptance. */
  private acceptance(
    statement: string,
    title = 'Acceptance',
    labels = ['Accepted by', 'Signature', 'Date'],
  ): void {
    const { doc } = this;
    this.sectionTitle(title, 100);
    this.font(false, 9.5, INK).text(statement, M.left, doc.y, { width: WIDTH });
    const y = doc.y + 36;
    const w = (WIDTH - 20 * (labels.length - 1)) / labels.length;
    labels.forEach((label, i) => {
      const x = M.left + i * (w + 20);
      doc
        .moveTo(x, y)
        .lineTo(x + w, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      this.font(false, 8.5, MUTED).text(label, x, y + 4, { width: w, lineBreak: false });
    });
    doc.y = y + 24;
  }

  /** "Page N of M" and the document's name at the foot of every page, once the page count is known. */
  private footers(): void {
    const { doc, d } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = PAGE.height - 40;
      this.hr(y - 6);
      this.font(false, 8, MUTED).text(`${d.letterhead.companyName}  ·  ${d.title} ${d.number}`, M.left, y, {
        width: WIDTH / 2,
        lineBreak: false,
      });
      this.font(false, 8, MUTED).text(`Page ${i + 1} of ${range.count}`, M.left + WIDTH / 2, y, {
        width: WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
  }
}

/** Draws the document and returns the PDF's bytes. */
export function renderDocument(d: BusinessDocument): Promise<Buffer> {
  const layout = new Layout(d);
  const { doc } = layout;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      layout.draw();
      doc.end();
    } catch (e) {
      reject(e);
    }
  });
}
