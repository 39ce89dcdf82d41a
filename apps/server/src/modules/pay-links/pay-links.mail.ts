import { formatMoney } from '@fieldline/contracts/common/money';
import type { PayLink } from '@fieldline/contracts/pay-links/pay-links.contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { InvoiceSummary } from '../invoices';
import { invoices } from '../invoices/invoices.table';
import { companies, offices } from '../organization/organization.table';

export interface CompanyRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  currencyCode: string;
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  phone: companies.phone,
  email: companies.email,
  currencyCode: companies.currencyCode,
};

/** The company that sent the invoice: its office's, else the first company (a one-company install). */
export async function companyOfInvoice(db: Db, invoiceId: number): Promise<CompanyRow> {
  const [row] = await db
    .select(companyColumns)
    .from(invoices)
    .innerJoin(offices, eq(offices.id, invoices.officeId))
    .innerJoin(companies, eq(companies.id, offices.companyId))
    .where(eq(invoices.id, invoiceId));
  return row ?? defaultCompany(db);
}

/** The company named on refusals, where the link says nothing trustworthy about which invoice it was. */
export async function defaultCompany(db: Db): Promise<CompanyRow> {
  const [row] = await db.select(companyColumns).from(companies).orderBy(asc(companies.id)).limit(1);
  return row ?? { id: 0, name: 'the company that sent it', phone: null, email: null, currencyCode: 'USD' };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The e-mail carrying the link: plain text and the same in simple HTML. */
export function payLinkMail(a: {
  invoice: InvoiceSummary;
  company: string;
  link: PayLink;
  message?: string;
}) {
  const due = formatMoney(a.invoice.balance);
  const subject = `Invoice ${a.invoice.invoiceNumber} from ${a.company}`;
  const intro = a.message?.trim() ? `${a.message.trim()}\n\n` : '';
  const text = `${intro}Invoice ${a.invoice.invoiceNumber} from ${a.company}: ${due} due.

View the invoice and how to pay it:
${a.link.url}

This link works until ${longDate(a.link.expiresAt)}.

${a.company}`;
  const para = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html = [
    a.message?.trim() ? para(a.message.trim()) : '',
    para(`Invoice ${a.invoice.invoiceNumber} from ${a.company}: ${due} due.`),
    `<p><a href="${escapeHtml(a.link.url)}">View the invoice and how to pay it</a></p>`,
    para(`This link works until ${longDate(a.link.expiresAt)}.`),
    para(a.company),
  ].join('\n');
  return { subject, text, html };
}
