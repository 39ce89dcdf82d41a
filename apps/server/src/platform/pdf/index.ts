export type * from './business-document';
export { cityLine, documentDate, lines } from './business-document';
export { renderDocument } from './document-layout';
export { newPdfDocument } from './new-document';
export { PdfWriter, safeFileName, sendPdf } from './writer';
