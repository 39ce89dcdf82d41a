import { Permission } from '@fieldline/contracts/common/permissions';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DocumentLink, EmptyRow, Paging, QueryStatus } from '../../../shared/ui';
import { useInvoices } from '../invoices.api';
import { InvoiceStatusBadges } from './InvoiceStatusBadges';
import { day, invoiceUrl, money } from './invoice-format';

const PAGE_SIZE = 25;

/** The Invoices tab of the customer page: the customer's invoices, in the invoices list's order. */
export function CustomerInvoicesTab({ customerId }: { customerId: number }) {
  const access = useAccess(Permission.Invoices);
  const [page, setPage] = useState(1);
  const query = useInvoices({ customerId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  if (access < 1) {
    return (
      <Text c="dimmed">You do not have permission to see invoices. Ask an administrator for access.</Text>
    );
  }
  return (
    <QueryStatus query={query}>
      {(result) => (
        <Stack gap="sm">
          <Table aria-label="Invoices" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Job</Table.Th>
                <Table.Th>PO</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.length === 0 && (
                <EmptyRow colSpan={8} message="No invoices for this customer yet." />
              )}
              {result.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <DocumentLink to={invoiceUrl(r.id)}>{r.invoiceNumber}</DocumentLink>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.jobNumber ?? ''}</Table.Td>
                  <Table.Td>{r.poNumber}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadges invoice={r} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.invoiceDate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.dueDate)}</Table.Td>
                  <Table.Td ta="right">{money(r.total)}</Table.Td>
                  <Table.Td ta="right">{money(r.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Paging total={result.count_filtered} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
        </Stack>
      )}
    </QueryStatus>
  );
}
