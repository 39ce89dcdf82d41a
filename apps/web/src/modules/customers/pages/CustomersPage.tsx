import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '@fieldline/contracts/contacts/contacts.contract';
import { Anchor, Badge, Button, Paper, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, ListFilters, PageHeader, Paging, QueryStatus, useListFilters } from '../../../shared/ui';
import { CreateCustomerModal } from '../components/CreateCustomerModal';
import { useCustomers } from '../customers.api';

// Spec 1 section 9: customer searches page by 100.
const PAGE_SIZE = 100;

export function CustomersPage() {
  const navigate = useNavigate();
  const canCreate = useAccess(Permission.Customers) >= 2;
  const [createOpened, create] = useDisclosure(false);
  const filters = useListFilters(SEARCH_DELAY_MS);
  // One character narrows nothing useful on a large list: searching starts at two.
  const query = filters.debounced.length >= SEARCH_MIN_CHARS ? filters.debounced : undefined;

  const result = useCustomers({
    query,
    isActive: filters.isActive,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader
        title="Customers"
        description="Customer accounts, their locations, contacts and alerts."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New customer
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <ListFilters
          filters={filters}
          searchLabel="Search customers"
          placeholder="Search by name or account number"
          width={340}
        />
        <QueryStatus query={result}>
          {(data) => (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table
                  aria-label="Customers"
                  highlightOnHover
                  style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Account number</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>City / state</Table.Th>
                      <Table.Th>Phone</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.length === 0 && (
                      <EmptyRow colSpan={6} message="No customers match these filters." />
                    )}
                    {data.data.map((c) => {
                      const to = pageUrl(PageCode.Customer, c.id);
                      return (
                        <Table.Tr key={c.id} onClick={() => navigate(to)} style={{ cursor: 'pointer' }}>
                          <Table.Td>
                            <Anchor component={Link} to={to} fw={500} fz="sm">
                              {c.name}
                            </Anchor>
                            {!c.isActive && (
                              <Badge color="gray" variant="light" size="xs" ml={6}>
                                Inactive
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td ff="monospace" fz="sm">
                            {c.accountNumber}
                          </Table.Td>
                          <Table.Td>{c.type ?? ''}</Table.Td>
                          <Table.Td>
                            {c.status && (
                              <Badge variant="light" size="sm">
                                {c.status}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>{[c.city, c.state].filter(Boolean).join(', ')}</Table.Td>
                          <Table.Td>
                            {c.phone ?? (
                              <Text fz="sm" c="dimmed" span>
                                —
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Paging
                total={data.count_filtered}
                page={filters.page}
                pageSize={PAGE_SIZE}
                onChange={filters.setPage}
              />
            </>
          )}
        </QueryStatus>
      </Paper>
      {canCreate && <CreateCustomerModal opened={createOpened} onClose={create.close} />}
    </>
  );
}
