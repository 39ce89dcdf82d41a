import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useEquipmentList } from '../equipment.api';
import { NewEquipmentModal } from './NewEquipmentModal';
import { RecordLink } from './RecordLink';

/**
 * The equipment of a location (with "New equipment" there) or of a customer (all its locations)
 * for the Equipment tab of the location and customer pages.
 */
export function EquipmentListTab(props: { customerId: number; locationId?: number }) {
  const { customerId, locationId } = props;
  const access = useAccess(Permission.Equipment);
  const query = useEquipmentList(locationId ? { locationId } : { customerId });
  const [opened, modal] = useDisclosure(false);
  if (access < 1) {
    return (
      <Text c="dimmed">You do not have permission to see equipment. Ask an administrator for access.</Text>
    );
  }
  const canCreate = access >= 2 && locationId !== undefined;
  return (
    <Stack gap="sm">
      {canCreate && (
        <Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={modal.open}>
            New equipment
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Equipment" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Serial number</Table.Th>
                <Table.Th>Model</Table.Th>
                {!locationId && <Table.Th>Location</Table.Th>}
                <Table.Th>System</Table.Th>
                <Table.Th>Item</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={locationId ? 5 : 6} message="No equipment yet." />}
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <RecordLink code={PageCode.Equipment} id={r.id}>
                      {r.name}
                    </RecordLink>
                    {!r.isActive && (
                      <Badge color="gray" variant="light" size="xs" ml={6}>
                        Inactive
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ff="monospace">{r.serialNumber ?? ''}</Table.Td>
                  <Table.Td>{r.modelNumber ?? ''}</Table.Td>
                  {!locationId && (
                    <Table.Td>
                      <RecordLink code={PageCode.Location} id={r.locationId}>
                        {r.locationName}
                      </RecordLink>
                    </Table.Td>
                  )}
                  <Table.Td>{r.systemName ?? ''}</Table.Td>
                  <Table.Td>{r.itemName ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      {canCreate && (
        <NewEquipmentModal
          customerId={customerId}
          locationId={locationId}
          opened={opened}
          onClose={modal.close}
        />
      )}
    </Stack>
  );
}
