import { formatDate } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { Equipment } from '@fieldline/contracts/equipment/equipment.contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ItemLink } from '../../../shared/items';
import { RecordLink } from './RecordLink';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

const dash = (
  <Text fz="sm" c="dimmed" span>
    —
  </Text>
);
const text = (v: string | null | undefined) =>
  v ? (
    <Text fz="sm" span>
      {v}
    </Text>
  ) : (
    dash
  );

/** Key facts of a piece of equipment: name, serial, model, customer and location, system, item. */
export function EquipmentHeader({ equipment: e }: { equipment: Equipment }) {
  return (
    <Paper p="lg" radius="md" mb="lg" data-testid="equipment-header">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            Equipment
          </Text>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {e.name}
            </Title>
            <Badge color={e.isActive ? 'teal' : 'gray'} variant="light">
              {e.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          {e.description && (
            <Text fz="sm" c="dimmed">
              {e.description}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
          <Fact label="Serial number">{text(e.serialNumber)}</Fact>
          <Fact label="Model">{text(e.modelNumber)}</Fact>
          <Fact label="Customer">
            <RecordLink code={PageCode.Customer} id={e.customer.id}>
              {e.customer.name}
            </RecordLink>
          </Fact>
          <Fact label="Location">
            <RecordLink code={PageCode.Location} id={e.location.id}>
              {e.location.name}
            </RecordLink>
          </Fact>
          <Fact label="System">{text(e.system?.name)}</Fact>
          <Fact label="Item">{e.item ? <ItemLink itemId={e.item.id} name={e.item.name} /> : dash}</Fact>
          <Fact label="Installed">{text(e.installDate ? formatDate(e.installDate) : null)}</Fact>
          <Fact label="Warranty until">
            {text(e.warrantyExpiration ? formatDate(e.warrantyExpiration) : null)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
