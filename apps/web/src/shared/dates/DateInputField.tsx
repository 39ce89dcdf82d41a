import { MAX_DATE, MIN_DATE, parseUserDate, userDateError } from '@fieldline/contracts/common/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useEffect, useState } from 'react';

export interface DateInputFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * Date field typed as MM/DD/YYYY. The shared parser also accepts the alternates users
 * habitually type (3/5/24, 03052024, 2024-03-05) and refuses anything outside the bounds.
 * Refused text stays in the field with the reason under it ("Enter a date as MM/DD/YYYY.")
 * instead of being silently replaced by the last good date; the value is left unchanged.
 */
export function DateInputField({
  value,
  onChange,
  placeholder = 'MM/DD/YYYY',
  error,
  onBlur,
  onInput,
  ...rest
}: DateInputFieldProps) {
  // Why the text typed since the last good date is refused; shown once the user leaves the field.
  const [typed, setTyped] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  // A new value (typed, picked or set by the form) replaces whatever text was refused.
  useEffect(() => {
    setTyped(null);
    setShown(null);
  }, []);
  return (
    <DateInput
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      clearable
      {...rest}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      onInput={(e) => {
        const refused = userDateError(e.currentTarget.value);
        setTyped(refused);
        if (!refused) setShown(null);
        onInput?.(e);
      }}
      onBlur={(e) => {
        setShown(typed);
        onBlur?.(e);
      }}
      // Mantine puts the last good date back on blur; refused text is kept so the message has its subject.
      fixOnBlur={typed === null}
      error={shown ?? error}
      valueFormat="MM/DD/YYYY"
      dateParser={parseUserDate}
    />
  );
}
