import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useCustomerLocations } from '../customers.api';
import { NewLocationModal } from './NewLocationModal';

export function LocationsTab({ customerId }: { customerId: number }) {
  const query = useCustomerLocations(customerId);
  const canCreate = useAccess(Permission.Locations) >= 2;
  const [opened, modal] = useDisclosure(false);
  return (
    <Stack gap="sm">
      {canCreate && (
        <Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={modal.open}>
            New location
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Locations" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Street</Table.Th>
                <Table.Th>City / state</Table.Th>
                <Table.Th>Postal code</Table.Th>
                <Table.Th>Zone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={5} message="No locations yet." />}
              {rows.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Anchor href={pageUrl(PageCode.Location, l.id)} target="_blank" fz="sm" fw={500}>
                      {l.name}
                    </Anchor>
                    {!l.isActive && (
                      <Badge color="gray" variant="light" size="xs" ml={6}>
                        Inactive
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{l.street ?? ''}</Table.Td>
                  <Table.Td>{[l.city, l.state].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{l.postalCode ?? ''}</Table.Td>
                  <Table.Td>{l.zone ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      {canCreate && <NewLocationModal customerId={customerId} opened={opened} onClose={modal.close} />}
    </Stack>
  );
}
