export { DocumentsTab, DocumentsTabLabel, type DocumentsTabProps } from './DocumentsTab';
export { ItemsDocumentsTabs, type ItemsDocumentsTabsProps } from './ItemsDocumentsTabs';
