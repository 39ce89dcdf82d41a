import { MAX_DATE, MIN_DATE } from '@fieldline/contracts/common/dates';
import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';

export interface MonthInputFieldProps
  extends Omit<
    MonthPickerInputProps<'default'>,
    'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat'
  > {
  /** First day of the month as 'YYYY-MM-01', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Month picker displayed as MM/YYYY. */
export function MonthInputField({ value, onChange, placeholder = 'MM/YYYY', ...rest }: MonthInputFieldProps) {
  return (
    <MonthPickerInput
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      clearable
      {...rest}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      valueFormat="MM/YYYY"
    />
  );
}
