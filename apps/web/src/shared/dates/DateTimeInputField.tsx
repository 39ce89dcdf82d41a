import { MAX_DATE, MIN_DATE } from '@fieldline/contracts/common/dates';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

export interface DateTimeInputFieldProps
  extends Omit<
    DateTimePickerProps<'default'>,
    'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'withSeconds'
  > {
  /** 'YYYY-MM-DD HH:mm:ss' (24-hour wall-clock time) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

// dayjs 'A' renders AM/PM in capitals, as en-US users expect; 'a' would give "pm".
export const DATE_TIME_VALUE_FORMAT = 'MM/DD/YYYY, h:mm:ss A';

/** Date and time picker shown as 'MM/DD/YYYY, h:mm:ss AM' with a 12-hour time input. */
export function DateTimeInputField({
  value,
  onChange,
  placeholder = 'MM/DD/YYYY, h:mm:ss AM',
  timePickerProps,
  ...rest
}: DateTimeInputFieldProps) {
  return (
    <DateTimePicker
      minDate={`${MIN_DATE} 00:00:00`}
      // Mantine clamps the value to maxDate on close; a bare date would mean midnight
      // and cut off the rest of the last allowed day.
      maxDate={`${MAX_DATE} 23:59:59`}
      clearable
      {...rest}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      valueFormat={DATE_TIME_VALUE_FORMAT}
      withSeconds
      timePickerProps={{ format: '12h', ...timePickerProps }}
    />
  );
}
