import type { FastifyReply } from 'fastify';
import { newPdfDocument } from './new-document';

/**
 * Small one-document PDF writer over pdfkit: a letter page with a heading, labelled fields,
 * question/answer rows and an optional image, built in memory. Text is real text (extractable).
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly left = 54;
  private readonly width: number;

  constructor(info: { title: string; author?: string }) {
    this.doc = newPdfDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: info.title, Author: info.author ?? 'Fieldline', Creator: 'Fieldline' },
    });
    this.width = this.doc.page.width - this.left * 2;
  }

  /** The company line and the document's title. */
  heading(company: string, title: string): this {
    this.doc.font('Helvetica').fontSize(10).fillColor('#555555').text(company, this.left);
    this.doc.moveDown(0.2).font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(title, this.left);
    this.rule();
    return this;
  }

  section(title: string): this {
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(title, this.left);
    this.doc.moveDown(0.2);
    return this;
  }

  /** "Label: value" rows; empty values show as a dash. */
  fields(rows: [string, string | null | undefined][]): this {
    for (const [label, value] of rows) {
      this.doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#333333')
        .text(`${label}: `, this.left, undefined, { continued: true, width: this.width })
        .font('Helvetica')
        .fillColor('#000000')
        .text(value && value.trim() !== '' ? value : '-');
    }
    return this;
  }

  /** A question in bold with its answer below. */
  qa(question: string, answer: string): this {
    this.doc.moveDown(0.3);
    this.doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(question, this.left, undefined, {
      width: this.width,
    });
    this.doc
      .font('Helvetica')
      .fontSize(10)
      .text(answer, this.left + 12, undefined, { width: this.width - 12 });
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('Helvetica').fontSize(10).fillColor('#000000').text(text, this.left, undefined, {
      width: this.width,
    });
    return this;
  }

  /** A PNG or JPEG data URL; anything else is skipped (returns false). */
  image(dataUrl: string, maxWidth = 240, maxHeight = 110): boolean {
    const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
    if (!m) return false;
    try {
      this.doc.moveDown(0.4);
      this.doc.image(Buffer.from(m[2], 'base64'), this.left, undefined, { fit: [maxWidth, maxHeight] });
      this.doc.moveDown(0.4);
      return true;
    } catch {
      return false;
    }
  }

  rule(): this {
    const y = this.doc.y + 4;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.doc.y = y + 8;
    return this;
  }

  /** Ends the document and returns its bytes. */
  finish(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

/** A file name safe inside a Content-Disposition header. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '-').replace(/-+/g, '-');
  return cleaned.replace(/^-|-$/g, '') || 'document';
}

/**
 * Sets the PDF headers and returns the bytes for the route to send: a download by default; `inline` lets
 * the browser show it in a tab (Print).
 */
export function sendPdf(
  reply: FastifyReply,
  fileName: string,
  data: Buffer,
  disposition: 'attachment' | 'inline' = 'attachment',
): Buffer {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${safeFileName(fileName)}"`)
    .header('cache-control', 'private, no-store');
  return data;
}
