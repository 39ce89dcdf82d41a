import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { EquipmentRow } from '@fieldline/contracts/equipment/equipment.contract';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../app/api';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, ListFilters, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { equipmentKeys } from '../equipment.api';

const PAGE_SIZE = 50;

/** Every customer's equipment: search over name, serial and model, active filter, paging. */
export function EquipmentListPage() {
  const filters = useListFilters();
  const params = {
    query: filters.debounced || undefined,
    isActive: filters.isActive,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const query = useQuery({
    queryKey: [...equipmentKeys.all, 'search', params],
    queryFn: ({ signal }) =>
      api.get<SearchResult<EquipmentRow>>('/equipment/search', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Equipment"
        description={
          <Text span fz="sm" c="dimmed">
            New equipment is added from a location’s Equipment tab.
          </Text>
        }
      />
      <Paper p="lg" radius="md">
        <ListFilters
          filters={filters}
          searchLabel="Search equipment"
          placeholder="Name, serial or model number"
        />
        <Table striped highlightOnHover aria-label="Equipment">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Serial number</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={6} message="No equipment found." />}
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Equipment, r.id)} fw={500} fz="sm">
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ff="monospace">{r.serialNumber ?? ''}</Table.Td>
                <Table.Td>{r.modelNumber ?? ''}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Customer, r.customerId)} fz="sm">
                    {r.customerName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Location, r.locationId)} fz="sm">
                    {r.locationName}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={r.isActive ? 'teal' : 'gray'}>
                    {r.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging
          total={query.data?.count_filtered ?? 0}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onChange={filters.setPage}
        />
      </Paper>
    </>
  );
}
