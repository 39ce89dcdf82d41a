import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Paper, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, ListFilters, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { SupplierFormModal } from '../components/SupplierFormModal';
import { useSupplierSearch } from '../suppliers.api';

const PAGE_SIZE = 50;

/** The supplier list: search over name and account number, active filter, paging. */
export function SuppliersPage() {
  const filters = useListFilters();
  const canEdit = useAccess(Permission.Suppliers) >= 2;
  const [opened, modal] = useDisclosure(false);
  const navigate = useNavigate();
  const query = useSupplierSearch({
    query: filters.debounced || undefined,
    isActive: filters.isActive,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Suppliers"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New supplier
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <ListFilters filters={filters} searchLabel="Search suppliers" placeholder="Name or account number" />
        <Table striped highlightOnHover aria-label="Suppliers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={5} message="No suppliers found." />}
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Supplier, s.id)} fw={500} fz="sm">
                    {s.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ff="monospace">{s.accountNumber}</Table.Td>
                <Table.Td>{[s.city, s.state].filter(Boolean).join(', ')}</Table.Td>
                <Table.Td>{s.phone}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
                    {s.isActive ? 'Active' : 'Inactive'}
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
      {canEdit && (
        <SupplierFormModal
          opened={opened}
          onClose={modal.close}
          onSaved={(s) => navigate(pageUrl(PageCode.Supplier, s.id))}
        />
      )}
    </>
  );
}
