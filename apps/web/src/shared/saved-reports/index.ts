export { ColumnChooser } from './ColumnChooser';
export { ConfigureReportModal } from './ConfigureReportModal';
export {
  canConfigure,
  canDelete,
  canSaveExisting,
  columnIdsOf,
  defaultColumnIds,
  overrideOf,
  type ReportView,
  reportOptions,
  viewOf,
} from './report-model';
export { SavedReportControls, type SavedReportControlsProps } from './SavedReportControls';
export { SaveReportModal } from './SaveReportModal';
export { StandardColumnsModal } from './StandardColumnsModal';
export { savedReportKeys, useSavedReports, useSearchColumns } from './saved-reports.api';
