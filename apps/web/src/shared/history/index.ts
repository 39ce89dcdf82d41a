export { type HistoryEntry, HistoryTable } from './HistoryTable';
