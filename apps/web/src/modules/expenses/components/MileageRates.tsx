import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage, showErrorNotification } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { formatDate, formatUnitPrice } from '../../../shared/format';
import { useCreateRate, useDeleteRate, useMileageRates } from '../expenses.api';

/** The company rate per mile: each holds from its effective date until the next one starts. */
export function MileageRates({ canEdit }: { canEdit: boolean }) {
  const rates = useMileageRates();
  const create = useCreateRate();
  const remove = useDeleteRate();
  const [date, setDate] = useState<string | null>(null);
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = [...(rates.data ?? [])].reverse();

  const add = () =>
    create.mutate(
      { effectiveDate: date ?? '', ratePerMile: rate },
      {
        onSuccess: () => {
          setDate(null);
          setRate('');
          setErrors({});
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? (e.errors ?? []) : [];
          if (fields.length) setErrors(Object.fromEntries(fields.map((x) => [x.field, x.message])));
          else showErrorNotification(errorMessage(e));
        },
      },
    );

  return (
    <Paper p="lg" radius="md">
      <Title order={2} fz="h4" mb="sm">
        Rate per mile
      </Title>
      <Table aria-label="Mileage rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text fz="sm" c="dimmed">
                  No rate yet: trips show no reimbursement until one is set.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDate(r.effectiveDate)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatUnitPrice(r.ratePerMile)}
              </Table.Td>
              {canEdit && (
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the rate from ${formatDate(r.effectiveDate)}`}
                    onClick={() =>
                      remove.mutate(r.id, { onError: (e) => showErrorNotification(errorMessage(e)) })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Stack gap="xs" mt="md">
          <Group align="flex-start" gap="xs" grow>
            <DateInputField
              label="Effective from"
              value={date}
              onChange={setDate}
              error={errors.effectiveDate}
            />
            <TextInput
              label="Rate per mile"
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.currentTarget.value)}
              error={errors.ratePerMile}
            />
          </Group>
          <Button variant="light" onClick={add} loading={create.isPending}>
            Add rate
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
