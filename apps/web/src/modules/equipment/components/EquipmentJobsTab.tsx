import { formatDate } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { EquipmentJob } from '@fieldline/contracts/jobs/job-records.contract';
import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../app/api';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { equipmentKeys } from '../equipment.api';
import { RecordLink } from './RecordLink';

/** Jobs that worked on the equipment (served by the jobs module). */
export function EquipmentJobsTab({ equipmentId }: { equipmentId: number }) {
  const query = useQuery({
    queryKey: equipmentKeys.jobs(equipmentId),
    queryFn: ({ signal }) => api.get<EquipmentJob[]>(`/equipment/${equipmentId}/jobs`, { signal }),
    retry: false,
  });
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
    return (
      <Text c="dimmed" fz="sm">
        {query.error.status === 403
          ? 'You do not have permission to see jobs.'
          : 'The job history of this equipment is not available.'}
      </Text>
    );
  }
  return (
    <QueryStatus query={query}>
      {(rows) => (
        <Table aria-label="Jobs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Completed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow colSpan={6} message="No jobs have worked on this equipment yet." />
            )}
            {rows.map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td>
                  <RecordLink code={PageCode.Job} id={j.id}>
                    {j.jobNumber}
                  </RecordLink>
                </Table.Td>
                <Table.Td>{j.name}</Table.Td>
                <Table.Td>{j.jobType}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{j.status}</Badge>
                </Table.Td>
                <Table.Td>{formatDate(j.createdDate)}</Table.Td>
                <Table.Td>{j.completedDate ? formatDate(j.completedDate) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryStatus>
  );
}
