import { MAX_DATE, MIN_DATE, parseUserDate } from '@fieldline/contracts/common/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';

export interface DateInputFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * Date field typed as MM/DD/YYYY. The shared parser also accepts the alternates users
 * habitually type (3/5/24, 03052024, 2024-03-05) and refuses anything outside the bounds.
 */
export function DateInputField({
  value,
  onChange,
  placeholder = 'MM/DD/YYYY',
  ...rest
}: DateInputFieldProps) {
  return (
    <DateInput
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      clearable
      {...rest}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      valueFormat="MM/DD/YYYY"
      dateParser={parseUserDate}
    />
  );
}
