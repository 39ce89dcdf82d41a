export { DocumentLines } from './DocumentLines';
export { DocumentLinesTable, type LineColumn, lineFieldErrors, textColumn } from './DocumentLinesTable';
export { isBadAmount, lineAmount, sumLines } from './line-money';
export { type DocumentLinesState, type Keyed, useDocumentLines } from './useDocumentLines';
