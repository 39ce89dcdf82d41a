import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  presetRange,
  weekStartForLocale,
} from '@fieldline/contracts/common/date-ranges';
import { formatDateRange, formatIsoDate, MAX_DATE, MIN_DATE } from '@fieldline/contracts/common/dates';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { type KeyboardEvent, useState } from 'react';

export type IsoRange = [string, string];

export interface DateRangePickerProps {
  /** Inclusive ['YYYY-MM-DD', 'YYYY-MM-DD'], or null for "any date". */
  value: IsoRange | null;
  onChange: (value: IsoRange | null) => void;
  label?: string;
  placeholder?: string;
  /** BCP 47 locale for the first day of the week (the dates always show as MM/DD/YYYY). */
  locale?: string;
  /** 'YYYY-MM-DD' that presets are relative to; defaults to the local date. */
  today?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

function defaultLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}

// With two calendar columns, opening on the previous month keeps today in view on the right.
function previousMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/**
 * Date-range field: shows the range as 'MM/DD/YYYY - MM/DD/YYYY' and opens a popover with
 * the preset list beside a two-month calendar. A preset click or a completed calendar
 * range applies at once and closes; Cancel clears the filter.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  placeholder = 'Any date',
  locale = defaultLocale(),
  today = formatIsoDate(new Date()),
  disabled,
  'data-testid': testId,
}: DateRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState<DatesRangeValue<string>>([null, null]);
  const weekStart = weekStartForLocale(locale);

  const open = () => {
    if (disabled) return;
    setPending(value ?? [null, null]);
    setOpened(true);
  };

  const apply = (range: IsoRange | null) => {
    onChange(range);
    setOpened(false);
  };

  const handleCalendarChange = (next: DatesRangeValue<string>) => {
    const [start, end] = next;
    if (start && end) apply([start, end]);
    else setPending(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!opened && (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };

  const isActivePreset = (preset: DateRangePreset) => {
    if (!value) return false;
    const [start, end] = presetRange(preset, today, weekStart);
    return value[0] === start && value[1] === end;
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : setOpened(false))}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <TextInput
          label={label}
          aria-label={label ?? 'Date range'}
          placeholder={placeholder}
          value={value ? formatDateRange(value[0], value[1]) : ''}
          readOnly
          disabled={disabled}
          onClick={() => (opened ? setOpened(false) : open())}
          onKeyDown={handleKeyDown}
          styles={{ input: { cursor: disabled ? undefined : 'pointer' } }}
          data-testid={testId}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={2} role="group" aria-label="Date range presets">
            {DATE_RANGE_PRESETS.map((preset) => (
              <Button
                key={preset}
                type="button"
                size="compact-sm"
                justify="flex-start"
                variant={isActivePreset(preset) ? 'light' : 'subtle'}
                onClick={() => apply(presetRange(preset, today, weekStart))}
              >
                {preset}
              </Button>
            ))}
          </Stack>
          <Stack gap="xs">
            <DatePicker
              type="range"
              numberOfColumns={2}
              allowSingleDateInRange
              firstDayOfWeek={weekStart}
              minDate={MIN_DATE}
              maxDate={MAX_DATE}
              defaultDate={pending[0] ?? previousMonth(today)}
              value={pending}
              onChange={handleCalendarChange}
            />
            <Group justify="flex-end">
              <Button type="button" variant="default" size="xs" onClick={() => apply(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
