import type { Employee } from '@fieldline/contracts/employees/employees.contract';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import { useTimeTypes, useUpdateEmployee } from '../employees.api';

interface RateRow {
  key: number;
  timeTypeId: string;
  rate: string;
  effectiveDate: string | null;
}

const BASE = 'base';
let nextKey = 1;

/**
 * Hourly pay rates by time type, each from its effective date: a raise is a new row from the day it
 * starts, so earlier time keeps the rate it was worked at. The base rate covers time types without one.
 */
export function RatesEditor({ employee, readOnly }: { employee: Employee; readOnly: boolean }) {
  const types = useTimeTypes();
  const update = useUpdateEmployee(employee.id);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<RateRow[]>(() =>
    employee.rates.map((r) => ({
      key: nextKey++,
      timeTypeId: r.timeTypeId === null ? BASE : String(r.timeTypeId),
      rate: r.rate,
      effectiveDate: r.effectiveDate,
    })),
  );
  const options = [
    { value: BASE, label: 'Base rate (all time types)' },
    ...(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
  ];
  const change = (key: number, patch: Partial<RateRow>) =>
    setRows((old) => old.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({
        version: employee.version,
        rates: rows.map((r) => ({
          timeTypeId: r.timeTypeId === BASE ? null : Number(r.timeTypeId),
          rate: r.rate,
          effectiveDate: r.effectiveDate ?? '',
        })),
      });
      notifications.show({ color: 'teal', message: 'Pay rates saved.' });
    } catch (e) {
      setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));
    }
  }

  return (
    <Stack>
      <FormError message={error} />
      {employee.payType === 'salaried' && (
        <Text fz="sm" c="dimmed">
          Salaried: hourly rates are used only for time billed or costed by the hour.
        </Text>
      )}
      <Table aria-label="Pay rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time type</Table.Th>
            <Table.Th w={160}>Rate per hour</Table.Th>
            <Table.Th w={180}>Effective from</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyRow colSpan={4} message="No pay rates yet." />}
          {rows.map((r, i) => (
            <Table.Tr key={r.key}>
              <Table.Td>
                <Select
                  aria-label={`Time type of rate ${i + 1}`}
                  data={options}
                  allowDeselect={false}
                  readOnly={readOnly}
                  value={r.timeTypeId}
                  onChange={(x) => x && change(r.key, { timeTypeId: x })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Rate ${i + 1}`}
                  leftSection="$"
                  readOnly={readOnly}
                  value={r.rate}
                  onChange={(e) => change(r.key, { rate: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <DateInputField
                  aria-label={`Effective date of rate ${i + 1}`}
                  readOnly={readOnly}
                  value={r.effectiveDate}
                  onChange={(d) => change(r.key, { effectiveDate: d })}
                />
              </Table.Td>
              <Table.Td>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove rate ${i + 1}`}
                    onClick={() => setRows((old) => old.filter((x) => x.key !== r.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setRows((old) => [...old, { key: nextKey++, timeTypeId: BASE, rate: '', effectiveDate: null }])
            }
          >
            Add rate
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save rates
          </Button>
        </Group>
      )}
    </Stack>
  );
}
