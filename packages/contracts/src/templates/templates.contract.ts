import { z } from 'zod';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/**
 * E-mail templates, message templates, e-mail tokens and merge tags (docs/templates.md).
 * Type 10 (statement) is fixed by spec 3 §9; the other numbers are ours.
 */
export const EmailTemplateType = {
  Invoice: 1,
  DepositInvoice: 2,
  BidProposal: 3,
  PurchaseOrder: 4,
  JobSummary: 5,
  PaymentReceipt: 6,
  General: 7,
  Statement: 10,
} as const;
export type EmailTemplateTypeValue = (typeof EmailTemplateType)[keyof typeof EmailTemplateType];
export const EMAIL_TEMPLATE_TYPES = Object.values(EmailTemplateType) as EmailTemplateTypeValue[];

export const EMAIL_TEMPLATE_TYPE_NAMES: Record<EmailTemplateTypeValue, string> = {
  1: 'Invoice',
  2: 'Deposit invoice',
  3: 'Bid proposal',
  4: 'Purchase order',
  5: 'Job summary',
  6: 'Payment receipt',
  7: 'General',
  10: 'Statement',
};

/** The kind of record whose tags a template of each type may use (and renders with). */
export const EMAIL_TEMPLATE_RECORD_TYPES: Record<EmailTemplateTypeValue, string> = {
  1: 'invoice',
  2: 'invoice',
  3: 'bid',
  4: 'purchaseOrder',
  5: 'job',
  6: 'invoice',
  7: 'customer',
  10: 'statement',
};

export const NAME_MAX = 100;
export const SUBJECT_MAX = 500;
export const BODY_MAX = 100_000;
export const TOKEN_VALUE_MAX = 2000;
/** A token's name is the second half of its tag `{{Token.Name}}`: letters, digits and underscores. */
export const TOKEN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const TOKEN_NAME_MESSAGE = 'Use letters, digits and underscores, starting with a letter.';

/** The 400 message naming a tag nobody provides (shown on the field). */
export const unknownTagMessage = (tags: string[]) =>
  tags.length === 1
    ? `Unknown merge tag {{${tags[0]}}}.`
    : `Unknown merge tags ${tags.map((t) => `{{${t}}}`).join(', ')}.`;
export const TEMPLATE_WRONG_RECORD = (templateRecord: string, record: string) =>
  `This template is for ${templateRecord} records, not ${record} records.`;
export const TEMPLATE_INACTIVE = 'This template is inactive.';
export const NO_RECORD_TO_PREVIEW = 'There is no record of this kind to preview the template with yet.';
export const TOKEN_IN_USE = (name: string, template: string) =>
  `The token {{Token.${name}}} is used by the template "${template}": change the template first.`;
export const TOKEN_NAME_TAKEN = 'Another e-mail token has this name.';

const id = z.coerce.number().check(z.int32()).positive();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (max: number) => text(max).min(1, 'Required');
const emailType = z.union(EMAIL_TEMPLATE_TYPES.map((t) => z.literal(t))) as unknown as z.ZodType<
  EmailTemplateTypeValue,
  EmailTemplateTypeValue
>;

// ---------- E-mail templates ----------

export const emailTemplateSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    type: z.int32(),
    typeName: z.string(),
    recordType: z.string(),
    subject: z.string(),
    body: z.string(),
    isActive: z.boolean(),
    /** The template a new e-mail of its type starts with (one per type). */
    isDefault: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateCreateSchema = z.object({
  name: required(NAME_MAX),
  type: emailType,
  subject: required(SUBJECT_MAX),
  body: text(BODY_MAX).default(''),
  isActive: z.boolean().default(true),
  isDefault: z.boolean().default(false),
});
export const emailTemplateUpdateSchema = z.object({
  name: required(NAME_MAX).optional(),
  type: emailType.optional(),
  subject: required(SUBJECT_MAX).optional(),
  body: text(BODY_MAX).optional(),
  isActive: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  version: z.int32().positive().optional(),
});
export type EmailTemplateCreate = z.input<typeof emailTemplateCreateSchema>;
export type EmailTemplateUpdate = z.input<typeof emailTemplateUpdateSchema>;

/** GET /v1/email-templates: `isActive=true&type=10&fields=id,name,type,isActive` (spec 3 §8). */
export const emailTemplateListQuerySchema = z.object({
  isActive: flag.optional(),
  type: z.coerce
    .number()
    .check(z.int32())
    .refine((t) => (EMAIL_TEMPLATE_TYPES as number[]).includes(t), 'Not an e-mail template type.')
    .optional(),
  fields: z.string().optional(),
});

// ---------- Message templates ----------

export const messageTemplateSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    /** Whose tags it uses: a registered record type (customer, job, invoice, bid, purchaseOrder ...). */
    recordType: z.string(),
    subject: z.string(),
    /** Plain text: it goes out as a text message or a plain e-mail. */
    body: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const recordType = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(50)
  .regex(/^[A-Za-z]+$/, 'Not a record type.');
export const messageTemplateCreateSchema = z.object({
  name: required(NAME_MAX),
  recordType,
  subject: text(SUBJECT_MAX).default(''),
  body: required(BODY_MAX),
  isActive: z.boolean().default(true),
});
export const messageTemplateUpdateSchema = z.object({
  name: required(NAME_MAX).optional(),
  recordType: recordType.optional(),
  subject: text(SUBJECT_MAX).optional(),
  body: required(BODY_MAX).optional(),
  isActive: z.boolean().optional(),
  version: z.int32().positive().optional(),
});
export type MessageTemplateCreate = z.input<typeof messageTemplateCreateSchema>;
export type MessageTemplateUpdate = z.input<typeof messageTemplateUpdateSchema>;
export const messageTemplateListQuerySchema = z.object({
  isActive: flag.optional(),
  recordType: z.string().trim().max(50).optional(),
  fields: z.string().optional(),
});

// ---------- E-mail tokens ----------

export const emailTokenSchema = z
  .object({
    id: z.int32(),
    /** Used as {{Token.<name>}}. */
    name: z.string(),
    tag: z.string(),
    value: z.string(),
    description: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type EmailToken = z.infer<typeof emailTokenSchema>;

const tokenName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(50, 'At most 50 characters.')
  .regex(TOKEN_NAME_PATTERN, TOKEN_NAME_MESSAGE);
export const emailTokenCreateSchema = z.object({
  name: tokenName,
  value: text(TOKEN_VALUE_MAX).default(''),
  description: text(500).default(''),
  isActive: z.boolean().default(true),
});
export const emailTokenUpdateSchema = z.object({
  name: tokenName.optional(),
  value: text(TOKEN_VALUE_MAX).optional(),
  description: text(500).optional(),
  isActive: z.boolean().optional(),
  version: z.int32().positive().optional(),
});
export type EmailTokenCreate = z.input<typeof emailTokenCreateSchema>;
export const emailTokenListQuerySchema = z.object({
  isActive: flag.optional(),
  fields: z.string().optional(),
});
export const emailTokenSearchQuerySchema = searchQuerySchema.extend({ isActive: flag.optional() });

// ---------- Merge tags and previews ----------

export const mergeTagSchema = z.object({
  /** As written in a template, without the braces: "Invoice.Number". */
  tag: z.string(),
  description: z.string(),
  example: z.string(),
  /** The group the editor lists it under: "Invoice", "Customer", "Company", "Tokens" ... */
  group: z.string(),
});
export type MergeTag = z.infer<typeof mergeTagSchema>;

export const recordTypeSchema = z.object({ recordType: z.string(), label: z.string() });
export const mergeTagsSchema = z.object({
  recordTypes: z.array(recordTypeSchema),
  tags: z.array(mergeTagSchema),
});
export type MergeTags = z.infer<typeof mergeTagsSchema>;

/** Either a record type or an e-mail template type narrows the list; neither lists every tag. */
export const mergeTagsQuerySchema = z.object({
  recordType: z.string().trim().max(50).optional(),
  emailTemplateType: z.coerce
    .number()
    .check(z.int32())
    .refine((t) => (EMAIL_TEMPLATE_TYPES as number[]).includes(t), 'Not an e-mail template type.')
    .optional(),
});

export const previewQuerySchema = z.object({ recordId: id.optional() });

/** A rendered template: subject and body (HTML for e-mail templates, with a text part). */
export const renderedSchema = z.object({
  templateId: z.int32(),
  recordType: z.string(),
  recordId: z.int32(),
  /** What the record is called, e.g. "Invoice 10023". */
  recordLabel: z.string(),
  subject: z.string(),
  html: z.string().nullable(),
  text: z.string(),
});
export type Rendered = z.infer<typeof renderedSchema>;

/** POST .../preview: render text not yet saved (the editor's Preview). */
export const draftPreviewSchema = z.object({
  recordType: recordType,
  recordId: id.optional(),
  subject: text(SUBJECT_MAX).default(''),
  body: text(BODY_MAX).default(''),
  html: z.boolean().default(true),
});

/** GET /invoices/email-templateId (second API). */
export const defaultTemplateIdSchema = z.object({ emailTemplateId: z.int32().nullable() });
export const recordTemplateParamsSchema = z.object({ id, x: id });
