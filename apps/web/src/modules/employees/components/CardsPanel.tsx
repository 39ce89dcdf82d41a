import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { formatMoney, NONE } from '../../../shared/format';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import { useCardAction, useCreateCard, useCreditCards } from '../employees.api';

const emptyDraft = { cardName: '', nameOnCard: '', lastFour: '', creditLimit: '' };

/** Company cards the employee carries: only the last four digits are kept, never the card number. */
export function CardsPanel({ employeeId, readOnly }: { employeeId: number; readOnly: boolean }) {
  const cards = useCreditCards(employeeId);
  const act = useCardAction(employeeId);
  const create = useCreateCard(employeeId);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setError(null);
    try {
      await create.mutateAsync({ ...draft, creditLimit: draft.creditLimit.trim() || null });
      setDraft(emptyDraft);
      setErrors({});
    } catch (e) {
      setError(applyServerErrors({ setErrors, getValues: () => draft }, e));
    }
  }

  const remove = (id: number, name: string) =>
    modals.openConfirmModal({
      title: 'Delete card',
      children: <Text fz="sm">Delete the card “{name}”? Its history stays in the audit log.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => act.mutate({ action: 'delete', id }),
    });

  const rows = cards.data ?? [];
  return (
    <Stack>
      <Table aria-label="Company cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Name on card</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th ta="right">Limit</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !cards.isLoading && <EmptyRow colSpan={6} message="No company cards." />}
          {rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td fw={500}>{c.cardName}</Table.Td>
              <Table.Td>{c.nameOnCard || NONE}</Table.Td>
              <Table.Td ff="monospace">•••• {c.lastFour}</Table.Td>
              <Table.Td ta="right">{c.creditLimit === null ? NONE : formatMoney(c.creditLimit)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={c.isActive ? 'teal' : 'gray'}>
                  {c.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {!readOnly && (
                  <Group gap="xs" justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => act.mutate({ action: c.isActive ? 'deactivate' : 'activate', id: c.id })}
                    >
                      {c.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove(c.id, c.cardName)}>
                      Delete
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <>
          <FormError message={error} />
          <Group align="flex-start">
            <TextInput
              label="Card"
              placeholder="Fuel card"
              value={draft.cardName}
              error={errors.cardName}
              onChange={(e) => setDraft({ ...draft, cardName: e.currentTarget.value })}
            />
            <TextInput
              label="Name on card"
              value={draft.nameOnCard}
              error={errors.nameOnCard}
              onChange={(e) => setDraft({ ...draft, nameOnCard: e.currentTarget.value })}
            />
            <TextInput
              label="Last four digits"
              maxLength={4}
              w={130}
              value={draft.lastFour}
              error={errors.lastFour}
              onChange={(e) => setDraft({ ...draft, lastFour: e.currentTarget.value })}
            />
            <TextInput
              label="Limit"
              leftSection="$"
              w={140}
              value={draft.creditLimit}
              error={errors.creditLimit}
              onChange={(e) => setDraft({ ...draft, creditLimit: e.currentTarget.value })}
            />
            <Button
              mt={25}
              variant="default"
              onClick={add}
              loading={create.isPending}
              disabled={!draft.cardName.trim()}
            >
              Add card
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
