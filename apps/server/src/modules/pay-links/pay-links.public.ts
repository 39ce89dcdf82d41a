import {
  CARD_PAYMENT_LATER,
  PAY_LINK_CODES,
  type PublicInvoice,
  payLinkExpired,
  payLinkInvalid,
} from '@fieldline/contracts/pay-links/pay-links.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getCustomer } from '../customers';
import { getInvoiceDetail } from '../invoices';
import { offices } from '../organization/organization.table';
import { companyOfInvoice, defaultCompany } from './pay-links.mail';
import { payLinkRuntime } from './pay-links.runtime';
import { currentLinkVersion } from './pay-links.service';
import { companyPaySettings } from './pay-links.table';
import { readPayToken } from './pay-links.token';

const invalid = (company: string) => new AppError(404, PAY_LINK_CODES.INVALID, payLinkInvalid(company));
const expired = (company: string) => new AppError(410, PAY_LINK_CODES.EXPIRED, payLinkExpired(company));

/**
 * GET /v1/public/pay/{token}: the customer's view of the one invoice the token names, or a refusal. An
 * altered or unknown token gets one 404 whatever the invoice id inside it (no answer tells whether an
 * invoice exists); a genuine token past its expiry, revoked, or of a voided invoice gets 410.
 */
export async function publicInvoice(db: Db, token: string, now = new Date()): Promise<PublicInvoice> {
  const claims = readPayToken(payLinkRuntime().key, token);
  if (!claims) throw invalid((await defaultCompany(db)).name);
  const company = await companyOfInvoice(db, claims.invoiceId);
  const detail = await getInvoiceDetail(db, claims.invoiceId).catch(() => null);
  // Signed by us but gone since (a deleted invoice): nothing to show, said like any bad link.
  if (!detail) throw invalid(company.name);
  if (
    claims.expiresAt * 1000 <= now.getTime() ||
    detail.status === 'Void' ||
    claims.linkVersion !== (await currentLinkVersion(db, claims.invoiceId))
  )
    throw expired(company.name);

  const [customer, remitTo, [bank]] = await Promise.all([
    getCustomer(db, detail.customer.id),
    remitOffice(db, detail.office?.id ?? null, company.id),
    db.select().from(companyPaySettings).where(eq(companyPaySettings.companyId, company.id)),
  ]);
  const billing = customer.billingAddress;
  const hasBank = bank && (bank.accountNumber || bank.instructions);
  return {
    company: {
      name: company.name,
      phone: company.phone,
      email: company.email,
      currencyCode: company.currencyCode,
    },
    invoiceNumber: detail.invoiceNumber,
    invoiceDate: detail.invoiceDate,
    dueDate: detail.dueDate,
    poNumber: detail.poNumber,
    status: detail.status,
    billTo: {
      name: customer.name,
      address: billing
        ? lines([
            billing.street,
            billing.additionalAddressInfo,
            cityLine(billing.city, billing.state, billing.postalCode),
            billing.country && billing.country !== 'US' ? billing.country : null,
          ])
        : [],
    },
    lines: detail.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      total: i.subtotal,
    })),
    subTotal: detail.subTotal,
    taxAmount: detail.taxAmount,
    total: detail.total,
    amountPaid: detail.amountPaid,
    balance: detail.balance,
    remitTo,
    bank: hasBank
      ? {
          bankName: bank.bankName,
          accountName: bank.accountName,
          routingNumber: bank.routingNumber,
          accountNumber: bank.accountNumber,
          instructions: bank.instructions,
        }
      : null,
    cardPayment: { available: false, message: CARD_PAYMENT_LATER },
    expiresAt: new Date(claims.expiresAt * 1000).toISOString(),
  };
}

/** The invoice's office; an invoice without one is remitted to its company's first active office. */
async function remitOffice(db: Db, officeId: number | null, companyId: number) {
  const [o] = await db
    .select()
    .from(offices)
    .where(
      officeId !== null
        ? eq(offices.id, officeId)
        : and(eq(offices.companyId, companyId), eq(offices.isActive, true)),
    )
    .orderBy(asc(offices.id))
    .limit(1);
  if (!o) return null;
  return {
    name: o.name,
    address: lines([o.address1, o.address2, cityLine(o.city, o.state, o.postalCode)]),
    phone: o.phoneNumber,
  };
}

const lines = (parts: (string | null | undefined)[]) =>
  parts.map((p) => p?.trim() ?? '').filter((p) => p !== '');

function cityLine(city?: string | null, state?: string | null, postal?: string | null) {
  const region = [state, postal].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ');
}
