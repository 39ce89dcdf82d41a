export { DateInputField, type DateInputFieldProps } from './DateInputField';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  DATE_TIME_VALUE_FORMAT,
  DateTimeInputField,
  type DateTimeInputFieldProps,
} from './DateTimeInputField';
export { formDate } from './form-date';
export { MonthInputField, type MonthInputFieldProps } from './MonthInputField';
