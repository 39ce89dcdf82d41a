import { brandName } from '@fieldline/contracts/cards/cards.contract';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyRow } from '../../../shared/ui';
import { useCustomerCards, useMakePrimary, useRemoveCard } from '../cards.api';
import { AddCardModal } from './AddCardModal';

/** The customer's stored cards (expired ones left out, spec 3 §5): add, make primary, remove. */
export function CustomerCardsTab({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const cards = useCustomerCards(customerId);
  const primary = useMakePrimary(customerId);
  const remove = useRemoveCard(customerId);
  const [adding, setAdding] = useState(false);
  const rows = cards.data ?? [];
  const confirmRemove = (id: number, label: string) =>
    modals.openConfirmModal({
      title: 'Remove card',
      children: <Text fz="sm">Remove {label} from this customer? Payments made with it keep it.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id),
    });
  return (
    <Stack>
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add credit card
          </Button>
        </Group>
      )}
      <Table aria-label="Stored cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Name on card</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Added by</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !cards.isLoading && <EmptyRow colSpan={7} message="No stored cards." />}
          {rows.map((c) => {
            const label = `${brandName(c.cardBrand)} •••• ${c.lastFour}`;
            return (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fz="sm" fw={500}>
                      {c.FriendlyName || brandName(c.cardBrand)}
                    </Text>
                    {c.IsPrimary && (
                      <Badge size="sm" variant="light">
                        Primary
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ff="monospace">{label}</Table.Td>
                <Table.Td>{c.nameOnCard}</Table.Td>
                <Table.Td>{c.ExpirationDate}</Table.Td>
                <Table.Td>{c.cardType}</Table.Td>
                <Table.Td>{c.CreatedBy}</Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {!c.IsPrimary && (
                        <Button size="xs" variant="subtle" onClick={() => primary.mutate(c.id)}>
                          Make primary
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRemove(c.id, label)}
                      >
                        Remove
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <AddCardModal customerId={customerId} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
