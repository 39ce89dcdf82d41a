import { z } from 'zod';

/** docs/pay-page.md: a signed, expiring link that shows one invoice to its customer without signing in. */
export const PAY_LINK_DEFAULT_DAYS = 30;
export const PAY_LINK_MAX_DAYS = 365;
/** The web app's page for a link: `/pay/<token>`. */
export const PAY_PAGE_PATH = '/pay/';
export const PAY_LINK_CODES = { EXPIRED: 'PAY_LINK_EXPIRED', INVALID: 'PAY_LINK_INVALID' } as const;

/** Said by the public API (410) for a link past its expiry, revoked, or of a voided invoice. */
export const payLinkExpired = (company: string) => `This link has expired. Ask ${company} for a new one.`;
/** Said by the public API (404) for an altered or unknown link: never whether the invoice exists. */
export const payLinkInvalid = (company: string) => `This link is not valid. Ask ${company} for a new one.`;
export const CARD_PAYMENT_LATER =
  'Card payment will be offered on this page once a card gateway is configured. Until then, pay by bank transfer or by check to the address below.';
export const PAY_LINK_NO_RECIPIENT =
  'No recipient: add a contact with an e-mail address to the invoice, or enter an address.';
export const PAY_LINK_VOID_INVOICE = 'A voided invoice has no pay link.';

const id = z.coerce.number().check(z.int32()).positive();
const days = z.coerce.number().check(z.int32()).min(1).max(PAY_LINK_MAX_DAYS);
const email = z.string().trim().toLowerCase().max(320).pipe(z.email());

/** POST /emails/external-token */
export const externalTokenBodySchema = z.object({
  invoiceId: id,
  /** Days until the link expires; PAY_LINK_DEFAULT_DAYS when left out. */
  expiresInDays: days.optional(),
});

export const payLinkSchema = z.object({
  invoiceId: z.int32(),
  token: z.string(),
  /** The public page, absolute (PUBLIC_URL, else the request's own origin). */
  url: z.string(),
  expiresAt: z.string(),
});
export type PayLink = z.infer<typeof payLinkSchema>;

/** POST /invoices/email/{id}/pay */
export const emailPayLinkBodySchema = z.object({
  /** Recipients; the invoice's contacts with an e-mail address when left out or empty. */
  to: z.array(email).max(20).optional(),
  /** A note above the link. */
  message: z.string().trim().max(4000).optional(),
  expiresInDays: days.optional(),
});

export const emailedPayLinkSchema = payLinkSchema.extend({
  mailMessageId: z.int32(),
  to: z.array(z.string()),
});

/** GET /v1/invoices/{id}/pay-link: what staff see of the invoice's links (tokens themselves are not kept). */
export const payLinkStateSchema = z.object({
  invoiceId: z.int32(),
  /** Links minted before the last revoke stop working. */
  version: z.int32(),
  lastIssuedAt: z.string().nullable(),
  lastExpiresAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  lastSentTo: z.array(z.string()),
  revokedAt: z.string().nullable(),
  suggestedRecipients: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type PayLinkState = z.infer<typeof payLinkStateSchema>;

export const payTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

const postalLines = z.array(z.string());

/** GET /v1/public/pay/{token}: only what the customer's copy of the invoice shows. No ids. */
export const publicInvoiceSchema = z.object({
  company: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currencyCode: z.string(),
  }),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  poNumber: z.string(),
  /** Open or Paid. */
  status: z.string(),
  billTo: z.object({ name: z.string(), address: postalLines }),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.string(), unitPrice: z.string(), total: z.string() }),
  ),
  subTotal: z.string(),
  taxAmount: z.string(),
  total: z.string(),
  amountPaid: z.string(),
  balance: z.string(),
  remitTo: z.object({ name: z.string(), address: postalLines, phone: z.string().nullable() }).nullable(),
  bank: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      routingNumber: z.string(),
      accountNumber: z.string(),
      instructions: z.string(),
    })
    .nullable(),
  cardPayment: z.object({ available: z.boolean(), message: z.string() }),
  expiresAt: z.string(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** The company's details for bank transfers, shown on the pay page (Administration → Pay page). */
export const paySettingsSchema = z.object({
  companyId: z.int32(),
  companyName: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
});
export type PaySettings = z.infer<typeof paySettingsSchema>;

export const paySettingsBodySchema = z.object({
  bankName: z.string().trim().max(200).optional(),
  accountName: z.string().trim().max(200).optional(),
  routingNumber: z.string().trim().max(50).optional(),
  accountNumber: z.string().trim().max(50).optional(),
  instructions: z.string().trim().max(2000).optional(),
});
export const companyParamsSchema = z.object({ companyId: id });
