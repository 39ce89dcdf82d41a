import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../common/pagination';

/** The upload dialog's allowed extensions (spec 2 section 5), compared without case. */
export const ALLOWED_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'doc',
  'docx',
  'txt',
  'pdf',
  'xls',
  'xlsx',
  'xlsm',
  'mov',
  'heic',
  'eml',
  'csv',
  'msg',
  'jfif',
  'mp4',
  'rtf',
  'xml',
  'ppt',
  'pptx',
  'tif',
  'tiff',
  'dwg',
  'bmp',
  'vcf',
  'm4a',
  '3gp',
] as const;
/** Extensions whose documents are images (type 1); every other allowed extension is a file (type 2). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;

/** Document type codes (spec 2 section 9). */
export const DocumentType = { Image: 1, File: 2, Link: 3 } as const;
export type DocumentTypeValue = (typeof DocumentType)[keyof typeof DocumentType];

/** The largest file a document may hold: 20 MB (a data URL of it is about 27 MB of JSON). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
/** Base64 makes 4 characters of every 3 bytes; 200 characters leave room for the data-URL prefix. */
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 200;

/** Lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
export function isAllowedExtension(ext: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());
}
/** Type 1 for the image extensions, 2 for the other files. */
export function documentTypeOf(ext: string): DocumentTypeValue {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase())
    ? DocumentType.Image
    : DocumentType.File;
}

/** The kinds of record a document links to (spec 2 section 3; None is "no record" and is never stored). */
export const DOCUMENT_SOURCE_KINDS = [
  'PendingJob',
  'Contact',
  'Contract',
  'Customer',
  'Equipment',
  'Item',
  'Job',
  'Location',
  'Opportunity',
  'PurchaseOrder',
  'RentalTerms',
  'Task',
  'VendorBill',
  'Asset',
  'Supplier',
  'Expense',
] as const;
export type DocumentSourceKind = (typeof DOCUMENT_SOURCE_KINDS)[number];
export const documentSourceKindSchema = z.enum(DOCUMENT_SOURCE_KINDS);

/** The document's related-record lists (spec 2 section 3) and the source kind each one holds. */
export const RELATED_LISTS = {
  bids: 'PendingJob',
  contacts: 'Contact',
  customers: 'Customer',
  equipment: 'Equipment',
  jobs: 'Job',
  items: 'Item',
  locations: 'Location',
  purchaseOrders: 'PurchaseOrder',
  assets: 'Asset',
  contracts: 'Contract',
  contractRentalTerms: 'RentalTerms',
  opportunities: 'Opportunity',
  suppliers: 'Supplier',
  vendorBills: 'VendorBill',
  expenses: 'Expense',
} as const satisfies Record<string, DocumentSourceKind>;
export type RelatedListKey = keyof typeof RELATED_LISTS;
export const RELATED_LIST_KEYS = Object.keys(RELATED_LISTS) as RelatedListKey[];
/** The list key of a kind (Task has none: no document lists tasks). */
export function relatedListOf(kind: DocumentSourceKind): RelatedListKey | undefined {
  return RELATED_LIST_KEYS.find((k) => RELATED_LISTS[k] === kind);
}

/** Record pages by source kind, for the related-record buttons (kinds without a page have none). */
export const SOURCE_PAGE_CODES: Partial<Record<DocumentSourceKind, number>> = {
  PendingJob: 6085,
  Contact: 6074,
  Contract: 8316,
  Customer: 6073,
  Equipment: 6044,
  Item: 6314,
  Job: 6081,
  Location: 6041,
  Opportunity: 6757,
  PurchaseOrder: 6083,
  VendorBill: 6336,
  Asset: 6055,
  Supplier: 6084,
};

// Messages shown as they are.
export const DOCUMENT_MESSAGES = {
  tabTooltip:
    'Count represents the number of documents uploaded to this page (Left) and the number of related documents (Right).',
  uploading: 'The file(s) are uploading. Documents list will refresh when it is complete.',
  deleted: 'Document Deleted',
  confirmDelete:
    'This will permanently delete this document from the system ... Are you sure you want to delete this document?',
  fileTooLarge: `The file is larger than the ${MAX_DOCUMENT_MB} MB limit.`,
  notAllowed: (ext: string) =>
    `Files of type ${ext ? `.${ext}` : 'without an extension'} cannot be uploaded. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}.`,
  needsRelated: 'A document must be related to at least one record.',
} as const;

const idRef = z.object({ id: z.int32().positive() });
const idList = z.array(idRef).max(500).optional();
const relatedListsShape = Object.fromEntries(RELATED_LIST_KEYS.map((k) => [k, idList])) as Record<
  RelatedListKey,
  typeof idList
>;

export const documentFileSchema = z.object({
  /** The file's own name; only a cleaned base name is kept. */
  name: z.string().trim().min(1, 'Required').max(255),
  /** The extension, e.g. 'pdf' (case is ignored). */
  type: z.string().trim().min(1, 'Required').max(10),
  /** The content as a base64 data URL: 'data:application/pdf;base64,...'. */
  body: z.string().min(1, 'Required').max(MAX_DATA_URL_LENGTH, DOCUMENT_MESSAGES.fileTooLarge),
});

export const createDocumentBodySchema = z
  .object({
    /** Only a new document (0) may be created here; the server assigns the id. */
    id: z.literal(0).nullish(),
    name: z.string().trim().max(255).optional(),
    description: z.string().trim().min(1, 'Required').max(2000),
    documentType: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'Use 1 (image), 2 (file) or 3 (link).',
    }),
    visibleToTech: z.boolean().default(false),
    file: documentFileSchema.optional(),
    /** The address of a link (type 3). */
    url: z.string().trim().max(2000).optional(),
    ...relatedListsShape,
  })
  .refine((b) => RELATED_LIST_KEYS.some((k) => Array.isArray(b[k]) && b[k].length > 0), {
    path: ['related'],
    message: DOCUMENT_MESSAGES.needsRelated,
    // Also when other fields failed, so one answer names every problem.
    when: (p) => typeof p.value === 'object' && p.value !== null,
  });
export type CreateDocumentBody = z.input<typeof createDocumentBodySchema>;

export const updateDocumentBodySchema = z
  .object({
    description: z.string().trim().min(1, 'Required').max(2000).optional(),
    visibleToTech: z.boolean().optional(),
    /** When sent, the change applies only to this version (409 otherwise). */
    version: z.int32().optional(),
  })
  .refine((b) => b.description !== undefined || b.visibleToTech !== undefined, {
    path: ['description'],
    message: 'Send a description or visibleToTech.',
  });
export type UpdateDocumentBody = z.input<typeof updateDocumentBodySchema>;

const filterIds = z.array(z.int32().positive()).max(1000).optional();
export const documentSearchBodySchema = z.object({
  /** Documents linked to any of these records, by kind: `{ Customer: [5], Location: [7, 8] }`. */
  filter: z
    .object(
      Object.fromEntries(DOCUMENT_SOURCE_KINDS.map((k) => [k, filterIds])) as Record<
        DocumentSourceKind,
        typeof filterIds
      >,
    )
    .optional(),
  /** Only the count: the answer has no data. */
  countOnly: z.boolean().default(false),
  offset: z.int32().min(0).default(0),
  limit: z.int32().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});
export type DocumentSearchBody = z.input<typeof documentSearchBodySchema>;

export const relatedRecordSchema = z.object({ id: z.int32(), displayName: z.string() });
export type RelatedRecord = z.infer<typeof relatedRecordSchema>;

export const documentSchema = z.object({
  id: z.int32(),
  uid: z.string(),
  name: z.string(),
  /** The cleaned file name; the URL for a link. */
  fileName: z.string(),
  description: z.string(),
  visibleToTech: z.boolean(),
  dateCreated: z.string(),
  documentType: z.int32(),
  extension: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdBy: z.int32().nullable(),
  modifiedDate: z.string(),
  modifiedBy: z.int32().nullable(),
  version: z.int32(),
  ...(Object.fromEntries(RELATED_LIST_KEYS.map((k) => [k, z.array(relatedRecordSchema)])) as Record<
    RelatedListKey,
    z.ZodArray<typeof relatedRecordSchema>
  >),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const documentSearchResultSchema = z.object({
  data: z.array(documentSchema).optional(),
  count_filtered: z.int32(),
});
export type DocumentSearchResult = z.infer<typeof documentSearchResultSchema>;

export const documentRelatedQuerySchema = z.object({
  kind: documentSourceKindSchema,
  id: z.coerce.number().check(z.int32()).positive(),
});

export const documentEntitySchema = z.object({
  kind: documentSourceKindSchema,
  id: z.int32(),
  displayName: z.string(),
  /** Technician visibility a new document linked to this record starts with. */
  visibleToTechDefault: z.boolean(),
});
export type DocumentEntity = z.infer<typeof documentEntitySchema>;

/** A record page's documents tab: its own record and the related ones (customer: locations and contacts). */
export const documentRelatedSchema = z.object({
  entity: documentEntitySchema,
  related: z.array(documentEntitySchema),
});
export type DocumentRelated = z.infer<typeof documentRelatedSchema>;

export const documentLinkAnswerSchema = z.object({ url: z.string() });
