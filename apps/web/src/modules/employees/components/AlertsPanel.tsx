import { ALERT_TYPE_LABELS, ALERT_TYPES } from '@fieldline/contracts/employees/employees.contract';
import { Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { formatDate } from '../../../shared/format';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import { useEmployeeAlerts, useSaveAlert } from '../employees.api';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Licences, certifications and reviews coming due; dismissing one keeps it in the list, greyed. */
export function AlertsPanel({ employeeId, readOnly }: { employeeId: number; readOnly: boolean }) {
  const alerts = useEmployeeAlerts(employeeId);
  const save = useSaveAlert(employeeId);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState({
    alertType: 'certification',
    description: '',
    dueDate: null as string | null,
  });
  const fail = (e: unknown) => setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));

  async function add() {
    setError(null);
    try {
      await save.mutateAsync({ ...draft, dueDate: draft.dueDate ?? '' });
      setDraft({ alertType: 'certification', description: '', dueDate: null });
    } catch (e) {
      fail(e);
    }
  }

  const rows = alerts.data ?? [];
  return (
    <Stack>
      <FormError message={error} />
      <Table aria-label="Alerts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !alerts.isLoading && <EmptyRow colSpan={5} message="No alerts." />}
          {rows.map((a) => {
            const overdue = !a.isDismissed && a.dueDate < todayIso();
            return (
              <Table.Tr key={a.id} c={a.isDismissed ? 'dimmed' : undefined}>
                <Table.Td>{ALERT_TYPE_LABELS[a.alertType]}</Table.Td>
                <Table.Td>{a.description}</Table.Td>
                <Table.Td>{formatDate(a.dueDate)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={a.isDismissed ? 'gray' : overdue ? 'red' : 'yellow'}>
                    {a.isDismissed ? 'Dismissed' : overdue ? 'Overdue' : 'Open'}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {!readOnly && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() =>
                        save
                          .mutateAsync({ id: a.id, version: a.version, isDismissed: !a.isDismissed })
                          .catch(fail)
                      }
                    >
                      {a.isDismissed ? 'Restore' : 'Dismiss'}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Group align="flex-end">
          <Select
            label="Type"
            allowDeselect={false}
            data={ALERT_TYPES.map((t) => ({ value: t, label: ALERT_TYPE_LABELS[t] }))}
            value={draft.alertType}
            onChange={(x) => x && setDraft({ ...draft, alertType: x })}
            w={160}
          />
          <TextInput
            label="Description"
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
            w={320}
          />
          <DateInputField
            label="Due date"
            value={draft.dueDate}
            onChange={(d) => setDraft({ ...draft, dueDate: d })}
            w={160}
          />
          <Button
            variant="default"
            onClick={add}
            loading={save.isPending}
            disabled={!draft.description.trim()}
          >
            Add alert
          </Button>
        </Group>
      )}
    </Stack>
  );
}
