export { DocumentActions, SentEmails } from './DocumentActions';
export { type DocumentPaths, pdfUrl } from './document-email.api';
export { EmailDocumentModal } from './EmailDocumentModal';
