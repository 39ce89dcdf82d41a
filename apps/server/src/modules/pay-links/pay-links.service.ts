import {
  PAY_LINK_NO_RECIPIENT,
  PAY_LINK_VOID_INVOICE,
  PAY_PAGE_PATH,
  type PayLink,
  type PayLinkState,
} from '@fieldline/contracts/pay-links/pay-links.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { getInvoiceSummary, listInvoiceContacts } from '../invoices';
import { queueMail } from '../mail';
import { companyOfInvoice, payLinkMail } from './pay-links.mail';
import { payLinkRuntime } from './pay-links.runtime';
import { invoicePayLinks } from './pay-links.table';
import { signPayToken } from './pay-links.token';

const DAY_MS = 86_400_000;

export interface MintOptions {
  days?: number;
  /** `https://host` of the request, used when PUBLIC_URL is not set. */
  origin?: string;
  now?: Date;
}

/** A new link for one invoice (not a voided one), recorded as the invoice's last issued link. */
export async function mintPayLink(db: Db, invoiceId: number, opts: MintOptions = {}): Promise<PayLink> {
  const invoice = await getInvoiceSummary(db, invoiceId);
  if (invoice.status === 'Void') throw ruleViolation(PAY_LINK_VOID_INVOICE);
  const rt = payLinkRuntime();
  const now = opts.now ?? new Date();
  const expires = new Date(now.getTime() + (opts.days ?? rt.days) * DAY_MS);
  const expiresAt = Math.floor(expires.getTime() / 1000);
  const at = now.toISOString();
  const expiresIso = new Date(expiresAt * 1000).toISOString();
  const [row] = await db
    .insert(invoicePayLinks)
    .values({ invoiceId, lastIssuedAt: at, lastExpiresAt: expiresIso })
    .onConflictDoUpdate({
      target: invoicePayLinks.invoiceId,
      set: { lastIssuedAt: at, lastExpiresAt: expiresIso },
    })
    .returning({ linkVersion: invoicePayLinks.linkVersion });
  const token = signPayToken(rt.key, { invoiceId, linkVersion: row.linkVersion, expiresAt });
  const base = rt.publicUrl ?? opts.origin ?? '';
  return { invoiceId, token, url: `${base}${PAY_PAGE_PATH}${token}`, expiresAt: expiresIso };
}

/**
 * For the templates' merge tag {{Invoice.PayLink}}: a fresh link with the default expiry. Absolute when
 * PUBLIC_URL is set (or `origin` is given); a path otherwise.
 */
export async function payLinkFor(db: Db, invoiceId: number, origin?: string): Promise<string> {
  return (await mintPayLink(db, invoiceId, { origin })).url;
}

export interface EmailPayLinkInput {
  to?: string[];
  message?: string;
  expiresInDays?: number;
}

/** POST /invoices/email/{id}/pay: a new link e-mailed to the invoice's contacts (or the addresses given). */
export async function emailPayLink(
  db: Db,
  invoiceId: number,
  input: EmailPayLinkInput,
  ctx: { userId: number; origin?: string },
) {
  const to = input.to?.length ? [...new Set(input.to)] : await contactAddresses(db, invoiceId);
  if (to.length === 0) throw ruleViolation(PAY_LINK_NO_RECIPIENT);
  const link = await mintPayLink(db, invoiceId, { days: input.expiresInDays, origin: ctx.origin });
  const [invoice, company] = await Promise.all([
    getInvoiceSummary(db, invoiceId),
    companyOfInvoice(db, invoiceId),
  ]);
  const mail = payLinkMail({ invoice, company: company.name, link, message: input.message });
  const queued = await queueMail(
    db,
    { to, ...mail, relatedType: 'invoice', relatedId: invoiceId },
    { userId: ctx.userId },
  );
  await db
    .update(invoicePayLinks)
    .set({ lastSentAt: new Date().toISOString(), lastSentTo: to })
    .where(eq(invoicePayLinks.invoiceId, invoiceId));
  return { ...link, mailMessageId: queued.id, to };
}

async function contactAddresses(db: Db, invoiceId: number): Promise<string[]> {
  const contacts = await listInvoiceContacts(db, invoiceId);
  return [...new Set(contacts.map((c) => c.email?.trim().toLowerCase()).filter((e): e is string => !!e))];
}

/** Every link of the invoice issued so far stops working; the next one minted works. */
export async function revokePayLinks(db: Db, invoiceId: number): Promise<PayLinkState> {
  await getInvoiceSummary(db, invoiceId);
  const at = new Date().toISOString();
  await db
    .insert(invoicePayLinks)
    .values({ invoiceId, linkVersion: 2, revokedAt: at })
    .onConflictDoUpdate({
      target: invoicePayLinks.invoiceId,
      set: { linkVersion: sql`${invoicePayLinks.linkVersion} + 1`, revokedAt: at },
    });
  return payLinkState(db, invoiceId);
}

export async function payLinkState(db: Db, invoiceId: number): Promise<PayLinkState> {
  await getInvoiceSummary(db, invoiceId);
  const [[row], contacts] = await Promise.all([
    db.select().from(invoicePayLinks).where(eq(invoicePayLinks.invoiceId, invoiceId)),
    listInvoiceContacts(db, invoiceId),
  ]);
  return {
    invoiceId,
    version: row?.linkVersion ?? 1,
    lastIssuedAt: iso(row?.lastIssuedAt),
    lastExpiresAt: iso(row?.lastExpiresAt),
    lastSentAt: iso(row?.lastSentAt),
    lastSentTo: row?.lastSentTo ?? [],
    revokedAt: iso(row?.revokedAt),
    suggestedRecipients: contacts
      .filter((c) => c.email)
      .map((c) => ({ name: c.name, email: c.email as string })),
  };
}

/** The current version of an invoice's links (1 until the first revoke). */
export async function currentLinkVersion(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ v: invoicePayLinks.linkVersion })
    .from(invoicePayLinks)
    .where(eq(invoicePayLinks.invoiceId, invoiceId));
  return row?.v ?? 1;
}

const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
