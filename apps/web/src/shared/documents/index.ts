export { DocumentsTab, DocumentsTabLabel, type DocumentsTabProps } from './DocumentsTab';
