import type { HoursOfOperation } from '@fieldline/contracts/locations/locations.contract';
import { Alert, Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../app/api';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { FormError } from '../forms';
import { HoursDayRow } from './HoursDayRow';
import { saveHoursRows } from './hours.api';
import { type HoursRow, rowError, sameRow, toHoursRows } from './hours-model';

export interface HoursEditorProps {
  locationId: number;
  hours: readonly HoursOfOperation[];
  readOnly?: boolean;
  /** Called with the rows the server answered after a save (the caller refreshes its record). */
  onSaved?: (saved: HoursOfOperation[]) => void;
}

/** The weekly hours editor of spec 3 section 2: Monday to Sunday, all open by default. */
export function HoursEditor({ locationId, hours, readOnly = false, onSaved }: HoursEditorProps) {
  const [seen, setSeen] = useState(hours);
  const [baseline, setBaseline] = useState(() => toHoursRows(hours));
  const [rows, setRows] = useState(baseline);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dirty = rows.some((r, i) => r.id === undefined || !sameRow(r, baseline[i] as HoursRow));
  const changed = rows.some((r, i) => !sameRow(r, baseline[i] as HoursRow));
  useUnsavedChanges(!readOnly && changed);

  // New hours from the record (a refetch, another save) replace the rows unless edits are pending.
  if (hours !== seen) {
    setSeen(hours);
    if (!changed) {
      const next = toHoursRows(hours);
      setBaseline(next);
      setRows(next);
    }
  }
  const invalid = rows.some((r) => rowError(r) !== null);

  const update = useCallback(
    (day: number, patch: Partial<HoursRow>) =>
      setRows((all) => all.map((r) => (r.day === day ? { ...r, ...patch } : r))),
    [],
  );

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveHoursRows(locationId, rows, baseline);
      // Keep what was saved (with its new ids) even if the caller's refresh is slow.
      const withIds = rows.map((r) => ({ ...r, id: saved.find((s) => s.day === r.day)?.id ?? r.id }));
      setRows(withIds);
      setBaseline(withIds);
      notifications.show({
        color: 'teal',
        title: 'Hours saved',
        message: 'The hours of operation were updated.',
      });
      onSaved?.(saved);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <FormError message={error} />
      {hours.length === 0 && !readOnly && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          No hours have been saved for this location yet. Every day starts open from 6:00 AM to 4:00 PM;
          adjust and save.
        </Alert>
      )}
      <Table verticalSpacing="xs" aria-label="Hours of operation" data-testid="hours-editor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={160}>Day</Table.Th>
            <Table.Th w={140}>Open</Table.Th>
            <Table.Th w={180}>Opens at</Table.Th>
            <Table.Th>Closes at</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <HoursDayRow key={row.day} row={row} readOnly={readOnly} onChange={update} />
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || saving}
            onClick={() => {
              setRows(baseline);
              setError(null);
            }}
          >
            Discard changes
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void save()}
            loading={saving}
            disabled={!dirty || invalid}
          >
            Save hours
          </Button>
        </Group>
      )}
    </Stack>
  );
}
