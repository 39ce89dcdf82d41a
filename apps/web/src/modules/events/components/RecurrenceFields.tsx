import { Chip, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInputField } from '../../../shared/dates';
import {
  type Ends,
  type RecurrenceForm,
  type Repeat,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '../recurrence-form';

interface Props {
  /** The event's start ('YYYY-MM-DD HH:mm:ss'): weekly starts on its weekday. */
  start: string | null;
  value: RecurrenceForm;
  onChange: (value: RecurrenceForm) => void;
}

/** Repeat none / daily / weekly on days / monthly, ending never, on a date or after a count. */
export function RecurrenceFields({ start, value, onChange }: Props) {
  const set = (patch: Partial<RecurrenceForm>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2}>
        <Select
          label="Repeat"
          allowDeselect={false}
          data={[
            { value: 'none', label: 'Does not repeat' },
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
            { value: 'monthly', label: 'Monthly' },
          ]}
          value={value.repeat}
          onChange={(v) =>
            set({
              repeat: (v ?? 'none') as Repeat,
              days: v === 'weekly' && value.days.length === 0 && start ? [weekdayOf(start)] : value.days,
            })
          }
        />
        {value.repeat !== 'none' && (
          <Select
            label="Repeat ends"
            allowDeselect={false}
            data={[
              { value: 'never', label: 'Never' },
              { value: 'on', label: 'On a date' },
              { value: 'after', label: 'After a number of times' },
            ]}
            value={value.ends}
            onChange={(v) => set({ ends: (v ?? 'never') as Ends })}
          />
        )}
      </SimpleGrid>
      {value.repeat === 'weekly' && (
        <Chip.Group multiple value={value.days} onChange={(days) => set({ days: days as Weekday[] })}>
          <Group gap={6} aria-label="Repeat on">
            {WEEKDAYS.map((d) => (
              <Chip key={d} value={d} size="xs">
                {WEEKDAY_LABELS[d]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {value.repeat !== 'none' && value.ends === 'on' && (
        <DateInputField label="Last day" value={value.until} onChange={(until) => set({ until })} />
      )}
      {value.repeat !== 'none' && value.ends === 'after' && (
        <NumberInput
          label="Times"
          min={1}
          max={1000}
          allowDecimal={false}
          value={value.count}
          onChange={(v) => set({ count: Number(v) || 1 })}
        />
      )}
    </Stack>
  );
}
