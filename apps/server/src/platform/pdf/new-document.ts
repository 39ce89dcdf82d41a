import PDFDocument from 'pdfkit';

/**
 * A pdfkit document whose standard fonts (Helvetica and the other 13) share one parsed metrics table per
 * process. pdfkit parses a standard font's metrics, with its thousands of kerning pairs, for every document
 * that uses it: about a quarter of the time of a one-page statement (issue 16 item 9's profile). The shared
 * table is only read, never changed, so documents cannot affect each other.
 *
 * This leans on pdfkit's private font registry (`_fontFamilies`, `_fontCount`, 0.20.x, pinned); when that
 * is not there, the document is made the ordinary way.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: null as unknown as string, autoFirstPage: false });
  seedStandardFonts(doc);
  doc.font(options.font ?? 'Helvetica');
  if (options.autoFirstPage !== false) doc.addPage();
  return doc;
}

const STANDARD_FONTS = [
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Symbol',
  'ZapfDingbats',
];

interface FontInternals {
  font: AfmInternals;
  name: string;
}
interface AfmInternals {
  kernPairs: Record<string, number>;
  getKernPair(left: string, right: string): number;
}
interface DocInternals {
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
  _font?: FontInternals;
}

const METRIC_FIELDS = ['ascender', 'descender', 'bbox', 'lineGap', 'xHeight', 'capHeight'] as const;
let shared: Map<string, { proto: object; fields: Record<string, unknown> }> | null = null;

/** Each standard font once, as pdfkit makes it, with a faster kerning lookup (no string joined per pair). */
function sharedFonts() {
  if (shared) return shared;
  shared = new Map();
  const probe = new PDFDocument({ autoFirstPage: false }) as unknown as PDFKit.PDFDocument & DocInternals;
  for (const name of STANDARD_FONTS) {
    probe.font(name);
    const f = probe._font as FontInternals & Record<string, unknown>;
    if (!f?.font?.kernPairs) return shared;
    const afm = f.font;
    const kern = new Map<string, Map<string, number>>();
    for (const [pair, amount] of Object.entries(afm.kernPairs)) {
      const [l, r] = pair.split('\0');
      const row = kern.get(l) ?? new Map<string, number>();
      row.set(r, amount);
      kern.set(l, row);
    }
    afm.getKernPair = (l, r) => kern.get(l)?.get(r) ?? 0;
    const fields: Record<string, unknown> = { name: f.name, font: afm };
    for (const k of METRIC_FIELDS) fields[k] = f[k];
    shared.set(name, { proto: Object.getPrototypeOf(f), fields });
  }
  return shared;
}

function seedStandardFonts(d: PDFKit.PDFDocument): void {
  const doc = d as PDFKit.PDFDocument & DocInternals;
  const families = doc._fontFamilies;
  if (!families || typeof doc._fontCount !== 'number') return;
  for (const [name, { proto, fields }] of sharedFonts()) {
    doc._fontCount += 1;
    // Like pdfkit's StandardFont: its own id and (lazily made) dictionary per document, shared metrics.
    families[name] = Object.assign(Object.create(proto), fields, { document: doc, id: `F${doc._fontCount}` });
  }
}
