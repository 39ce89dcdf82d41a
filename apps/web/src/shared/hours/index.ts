export { HoursEditor, type HoursEditorProps } from './HoursEditor';
export { HoursModal, type HoursModalProps } from './HoursModal';
export {
  CLOSE_TIME_OPTIONS,
  formatTime12,
  type HoursRow,
  OPEN_TIME_OPTIONS,
  timeOptions,
  toHoursRows,
} from './hours-model';
