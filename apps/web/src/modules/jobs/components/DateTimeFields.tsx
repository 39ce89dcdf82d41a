import { Group, Input } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { DateInputField } from '../../../shared/dates';

interface Props {
  label: string;
  /** 'YYYY-MM-DD HH:mm:ss' wall-clock time, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date typed as MM/DD/YYYY beside a time: quicker than a calendar popover for scheduling a visit.
 * A date without a time means 8:00 AM.
 */
export function DateTimeFields({ label, value, onChange, error, required, disabled }: Props) {
  const date = value ? value.slice(0, 10) : null;
  const time = value ? value.slice(11, 16) : '';
  const emit = (d: string | null, t: string) => onChange(d ? `${d} ${t || '08:00'}:00` : null);
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Group gap="xs" wrap="nowrap">
        <DateInputField
          aria-label={`${label} date`}
          value={date}
          onChange={(d) => emit(d, time)}
          disabled={disabled}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
        <TimeInput
          aria-label={`${label} time`}
          value={time}
          onChange={(e) => emit(date, e.currentTarget.value)}
          disabled={disabled || !date}
          error={Boolean(error)}
          w={120}
        />
      </Group>
    </Input.Wrapper>
  );
}
