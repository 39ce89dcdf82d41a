import {
  type CreateDocumentBody,
  DOCUMENT_MESSAGES,
  type DocumentEntity,
  type DocumentRecord,
  type DocumentSourceKind,
  documentTypeOf,
  extensionOf,
  isAllowedExtension,
  MAX_DOCUMENT_BYTES,
  RELATED_LIST_KEYS,
  relatedListOf,
} from '@fieldline/contracts/documents/documents.contract';

/** 'Customer:5': how a record is chosen in the filter and relationship selects. */
export const entityKey = (e: { kind: DocumentSourceKind; id: number }) => `${e.kind}:${e.id}`;

export function findEntity(entities: DocumentEntity[], key: string | null): DocumentEntity | undefined {
  return entities.find((e) => entityKey(e) === key);
}

/** Why a chosen file cannot be uploaded (the server refuses the same), or null. */
export function fileProblem(file: File): string | null {
  const ext = extensionOf(file.name);
  if (!isAllowedExtension(ext)) return DOCUMENT_MESSAGES.notAllowed(ext);
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
}

/** The related-record list of a document body for one chosen record. */
export function relatedOf(entity: DocumentEntity): Partial<CreateDocumentBody> {
  const key = relatedListOf(entity.kind);
  return key ? { [key]: [{ id: entity.id }] } : {};
}

export function fileBody(
  file: File,
  body: string,
  values: { description: string; visibleToTech: boolean },
  entity: DocumentEntity,
): CreateDocumentBody {
  const ext = extensionOf(file.name);
  return {
    description: values.description.trim(),
    documentType: documentTypeOf(ext),
    visibleToTech: values.visibleToTech,
    name: file.name,
    file: { name: file.name, type: ext, body },
    ...relatedOf(entity),
  };
}

/** Every record a document is related to, with its kind, in the order of the spec's lists. */
export function relatedRecords(doc: DocumentRecord) {
  return RELATED_LIST_KEYS.flatMap((key) =>
    doc[key].map((r) => ({ key, id: r.id, displayName: r.displayName })),
  );
}

export const isWebAddress = (value: string) => /^https?:\/\/[^\s/]+/i.test(value.trim());
