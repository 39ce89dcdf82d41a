import { formatDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { invoiceStatusName } from '@fieldline/contracts/jobs/jobs.contract';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, Paging, QueryStatus } from '../../../shared/ui';
import { useJobSearch } from '../jobs.api';
import { JobName, JobNumberLink, JobStatusBadge } from './JobCells';

const PAGE_SIZE = 25;

/**
 * The Jobs tab of the customer page (its jobs at all its locations) and of the location page (the jobs
 * there), in the jobs list's order.
 */
export function JobsListTab({ customerId, locationId }: { customerId?: number; locationId?: number }) {
  const access = useAccess(Permission.Jobs);
  const [page, setPage] = useState(1);
  const query = useJobSearch({ customerId, locationId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  if (access < 1) {
    return <Text c="dimmed">You do not have permission to see jobs. Ask an administrator for access.</Text>;
  }
  return (
    <QueryStatus query={query}>
      {(result) => (
        <Stack gap="sm">
          <Table aria-label="Jobs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Name</Table.Th>
                {!locationId && <Table.Th>Location</Table.Th>}
                <Table.Th>Status</Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.length === 0 && <EmptyRow colSpan={locationId ? 5 : 6} message="No jobs yet." />}
              {result.data.map((j) => (
                <Table.Tr key={j.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <JobNumberLink job={j} />
                  </Table.Td>
                  <Table.Td>
                    <JobName job={j} />
                  </Table.Td>
                  {!locationId && <Table.Td>{j.customerLocation.name}</Table.Td>}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <JobStatusBadge job={j} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceStatusName(j.invoiceStatus)}</Table.Td>
                  <Table.Td>{formatDate(j.createdDate)}</Table.Td>
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
