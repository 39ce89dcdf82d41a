/**
 * The shape of a business document (invoice, proposal, purchase order, job summary) as the shared PDF layout
 * draws it: every amount arrives as text already computed by the owning module (decimal.js, half-to-even), so
 * the layout never does arithmetic on money. See docs/documents.md.
 */

export interface Letterhead {
  companyName: string;
  /** A PNG or JPEG image; the company name is drawn instead when there is none. */
  logo?: Buffer | null;
  /** Address lines, phone, e-mail: small print under the name or logo. */
  lines: string[];
}

/** A titled address block: "Bill To", "Service Location", "Remit To", "Vendor", "Ship To". */
export interface Party {
  label: string;
  name: string;
  lines: string[];
}

export interface Column {
  key: string;
  label: string;
  /** Share of the table's width (the shares are scaled to the full width). */
  width: number;
  align?: 'left' | 'right';
}

export interface Row {
  cells: Record<string, string>;
  /** A second, smaller line under the row (a line note, a serial number). */
  note?: string;
}

export interface RowGroup {
  /** A heading row above the rows; none for an ungrouped table. */
  name?: string | null;
  rows: Row[];
  /** Rows under the group's lines, right-aligned under the last columns: "Subtotal" "$1,200.00". */
  footer?: [string, string][];
}

export type Block =
  | { kind: 'table'; title?: string; columns: Column[]; groups: RowGroup[]; empty?: string }
  | { kind: 'totals'; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: 'text'; title: string; text: string }
  /** Signature lines under a statement; `title` and `labels` default to "Acceptance" and Accepted by / Signature / Date. */
  | { kind: 'acceptance'; statement: string; title?: string; labels?: string[] }
  | { kind: 'facts'; title?: string; rows: [string, string][] };

export interface BusinessDocument {
  /** "INVOICE", "DEPOSIT INVOICE", "PROPOSAL", "PURCHASE ORDER", "JOB SUMMARY". */
  title: string;
  /** The document's number as printed ("1042"), also in the footer and continuation headers. */
  number: string;
  /** The PDF's CreationDate: a date of the document itself, so the same document gives the same bytes. */
  date: Date;
  letterhead: Letterhead;
  /** Right of the title: Invoice date, Due date, Terms, PO number ... */
  facts: [string, string][];
  /** Up to three side-by-side address blocks under the letterhead. */
  parties: Party[];
  blocks: Block[];
}

/** Date from 'YYYY-MM-DD' (or an ISO instant) at noon UTC: stable whatever the server's time zone. */
export function documentDate(value: string | Date | null | undefined): Date {
  if (value instanceof Date) return value;
  const day = value ? String(value).slice(0, 10) : '2000-01-01';
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? new Date('2000-01-01T12:00:00Z') : d;
}

/** Non-empty trimmed lines. */
export function lines(...values: (string | null | undefined)[]): string[] {
  return values.map((v) => (v ?? '').trim()).filter((v) => v !== '');
}

/** "City, ST 80202" from its parts (empty parts left out). */
export function cityLine(city?: string | null, state?: string | null, postalCode?: string | null): string {
  const tail = [state, postalCode].filter((p) => p && p.trim() !== '').join(' ');
  return [city, tail].filter((p) => p && p.trim() !== '').join(', ');
}
