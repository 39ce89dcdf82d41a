export type * from './business-document';
export { cityLine, documentDate, lines } from './business-document';
export { renderDocument } from './document-layout';
export { PdfWriter, safeFileName, sendPdf } from './writer';
