import { formatDate, formatHours } from '@fieldline/contracts/common/dates';
import { sumMoney } from '@fieldline/contracts/common/money';
import type { Timesheet } from '@fieldline/contracts/jobs/job-work.contract';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconPlus, IconTable, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useDeleteTimesheet, useSaveTimesheets, useTimesheets, useTimeTypes } from '../job-work.api';
import { spanOf } from './job-time-format';
import { TimesheetModal } from './TimesheetModal';

type Draft = Pick<Timesheet, 'workDate' | 'hours' | 'billedTime' | 'description'> & { timeTypeId: string };
const draftOf = (t: Timesheet): Draft => ({
  workDate: t.workDate,
  timeTypeId: String(t.timeType.id),
  hours: t.hours,
  billedTime: t.billedTime,
  description: t.description,
});

/** The job's time: a table, one-row add and edit, and an "edit several" mode saved in one request. */
export function JobTimeTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = useTimesheets(jobId);
  const types = useTimeTypes();
  const remove = useDeleteTimesheet(jobId);
  const saveAll = useSaveTimesheets(jobId);
  const [editing, setEditing] = useState<Timesheet | 'new' | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Draft> | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  function startBulk(rows: Timesheet[]) {
    setDrafts(Object.fromEntries(rows.map((r) => [r.id, draftOf(r)])));
    setCellErrors({});
    setError(null);
  }

  async function saveBulk(rows: Timesheet[]) {
    if (!drafts) return;
    const changed = rows.filter((r) => JSON.stringify(draftOf(r)) !== JSON.stringify(drafts[r.id]));
    if (changed.length === 0) return setDrafts(null);
    const body = changed.map((r) => {
      const d = drafts[r.id];
      const timed = Boolean(r.startTime && r.endTime);
      return {
        id: r.id,
        version: r.version,
        workDate: d.workDate,
        timeTypeId: Number(d.timeTypeId),
        ...(timed ? {} : { hours: d.hours }),
        billedTime: d.billedTime,
        description: d.description,
      };
    });
    try {
      setError(null);
      setCellErrors({});
      await saveAll.mutateAsync(body);
      setDrafts(null);
    } catch (e) {
      const mapped: Record<string, string> = {};
      if (e instanceof ApiError) {
        for (const f of e.errors ?? []) {
          const m = /^\[(\d+)\]\.(\w+)/.exec(f.field);
          if (m) mapped[`${changed[Number(m[1])]?.id}.${m[2]}`] = f.message;
        }
      }
      setCellErrors(mapped);
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const set = (id: number, patch: Partial<Draft>) =>
    setDrafts((d) => (d ? { ...d, [id]: { ...d[id], ...patch } } : d));
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <QueryStatus query={query}>
      {(rows) => {
        const total = sumMoney(rows.map((r) => r.hours));
        const billed = sumMoney(rows.map((r) => r.billedTime));
        return (
          <Stack gap="sm">
            {canEdit && (
              <Group justify="flex-end">
                {drafts ? (
                  <>
                    <Button variant="default" onClick={() => setDrafts(null)}>
                      Cancel
                    </Button>
                    <Button
                      leftSection={<IconDeviceFloppy size={16} />}
                      loading={saveAll.isPending}
                      onClick={() => saveBulk(rows)}
                    >
                      Save all
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      variant="default"
                      leftSection={<IconTable size={16} />}
                      disabled={rows.length === 0}
                      onClick={() => startBulk(rows)}
                    >
                      Edit several
                    </Button>
                    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                      Add time
                    </Button>
                  </>
                )}
              </Group>
            )}
            <FormError message={error} />
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Work date</Table.Th>
                  <Table.Th>Employee</Table.Th>
                  <Table.Th>Time type</Table.Th>
                  <Table.Th>Start – end</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Billed</Table.Th>
                  <Table.Th>Description</Table.Th>
                  {canEdit && !drafts && <Table.Th w={80} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <EmptyRow colSpan={8} message="No time has been entered for this job." />
                )}
                {rows.map((r) => {
                  const d = drafts?.[r.id];
                  const err = (f: string) => cellErrors[`${r.id}.${f}`];
                  if (d)
                    return (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          <DateInputField
                            aria-label={`Work date of row ${r.id}`}
                            size="xs"
                            value={d.workDate}
                            onChange={(v) => set(r.id, { workDate: v ?? '' })}
                            error={err('workDate')}
                          />
                        </Table.Td>
                        <Table.Td>{r.employee.displayName}</Table.Td>
                        <Table.Td>
                          <Select
                            aria-label={`Time type of row ${r.id}`}
                            size="xs"
                            data={typeOptions}
                            value={d.timeTypeId}
                            onChange={(v) => v && set(r.id, { timeTypeId: v })}
                            error={err('timeTypeId')}
                          />
                        </Table.Td>
                        <Table.Td>{spanOf(r)}</Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`Hours of row ${r.id}`}
                            size="xs"
                            w={80}
                            disabled={Boolean(r.startTime && r.endTime)}
                            value={d.hours}
                            onChange={(e) => set(r.id, { hours: e.currentTarget.value })}
                            error={err('hours')}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`Billed time of row ${r.id}`}
                            size="xs"
                            w={80}
                            value={d.billedTime}
                            onChange={(e) => set(r.id, { billedTime: e.currentTarget.value })}
                            error={err('billedTime')}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`Description of row ${r.id}`}
                            size="xs"
                            value={d.description}
                            onChange={(e) => set(r.id, { description: e.currentTarget.value })}
                            error={err('description')}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>{formatDate(r.workDate)}</Table.Td>
                      <Table.Td>{r.employee.displayName}</Table.Td>
                      <Table.Td>{r.timeType.name}</Table.Td>
                      <Table.Td>{spanOf(r)}</Table.Td>
                      <Table.Td ta="right">{formatHours(r.hours)}</Table.Td>
                      <Table.Td ta="right">{formatHours(r.billedTime)}</Table.Td>
                      <Table.Td>{r.description || <Text c="dimmed">—</Text>}</Table.Td>
                      {canEdit && (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon variant="subtle" aria-label="Edit time" onClick={() => setEditing(r)}>
                              <IconPencil size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label="Delete time"
                              onClick={async () => {
                                if (await confirmModal('Delete this time entry?', { danger: true }))
                                  remove.mutate(r.id);
                              }}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              {rows.length > 0 && (
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={4}>Total</Table.Th>
                    <Table.Th ta="right">{formatHours(total)}</Table.Th>
                    <Table.Th ta="right">{formatHours(billed)}</Table.Th>
                    <Table.Th colSpan={2} />
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
            {editing && (
              <TimesheetModal
                jobId={jobId}
                timesheet={editing === 'new' ? undefined : editing}
                onClose={() => setEditing(null)}
              />
            )}
          </Stack>
        );
      }}
    </QueryStatus>
  );
}
