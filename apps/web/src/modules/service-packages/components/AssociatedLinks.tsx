import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  type ServicePackage,
  ServicePackageTexts,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { confirmModal } from '../../../shared/modals';
import { useLink } from '../service-packages.api';

/** The items the package is offered for, with link (a chosen item, never 0) and unlink. */
export function AssociatedItems({ pkg }: { pkg: ServicePackage }) {
  const link = useLink();
  const [item, setItem] = useState<ItemSummary | null>(null);
  const unlink = async (id: number, label: string) => {
    if (!(await confirmModal(ServicePackageTexts.unlinkFromItem(label)))) return;
    link.mutate({ id: pkg.id, action: 'unlinkitem', linkedId: id });
  };
  const add = async () => {
    if (!item?.id) return;
    await link.mutateAsync({ id: pkg.id, action: 'linkitem', linkedId: item.id });
    setItem(null);
  };
  return (
    <Stack gap="xs">
      <Title order={4}>Associated items</Title>
      <Table aria-label="Associated items">
        <Table.Tbody>
          {pkg.associatedItems.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <ItemLink itemId={i.id} name={i.name} />
              </Table.Td>
              <Table.Td>{i.itemCode}</Table.Td>
              <Table.Td>{i.description}</Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Unlink ${i.name}`}
                  onClick={() => unlink(i.id, i.name)}
                >
                  <IconUnlink size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pkg.associatedItems.length === 0 ? (
        <Text size="sm" c="dimmed">
          Generic package: not linked to any item.
        </Text>
      ) : null}
      <Group align="flex-end">
        <ItemTypeahead label="Link item" value={item} onChange={setItem} />
        <Button variant="default" onClick={add} disabled={!item}>
          Link item
        </Button>
      </Group>
    </Stack>
  );
}

/** Equipment records come with a later issue: equipment is linked by id for now. */
export function AssociatedEquipment({ pkg }: { pkg: ServicePackage }) {
  const link = useLink();
  const [equipmentId, setEquipmentId] = useState<string | number>('');
  const unlink = async (id: number, label: string) => {
    if (!(await confirmModal(ServicePackageTexts.unlinkFromEquipment(label)))) return;
    link.mutate({ id: pkg.id, action: 'unlinkequipment', linkedId: id });
  };
  const add = async () => {
    const id = Number(equipmentId);
    if (!id) return;
    await link.mutateAsync({ id: pkg.id, action: 'linkequipment', linkedId: id });
    setEquipmentId('');
  };
  return (
    <Stack gap="xs">
      <Title order={4}>Associated equipment</Title>
      {pkg.associatedEquipment.map((e) => (
        <Group key={e.id} gap="xs">
          <Text size="sm">{e.name}</Text>
          {e.serialNumber ? (
            <Text size="sm" c="dimmed">
              {e.serialNumber}
            </Text>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Unlink ${e.name}`}
            onClick={() => unlink(e.id, e.name)}
          >
            <IconUnlink size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group align="flex-end">
        <NumberInput
          label="Equipment id"
          min={1}
          allowDecimal={false}
          value={equipmentId}
          onChange={setEquipmentId}
          w={160}
        />
        <Button variant="default" onClick={add} disabled={!Number(equipmentId)}>
          Link equipment
        </Button>
      </Group>
    </Stack>
  );
}
