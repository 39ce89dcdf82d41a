import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NONE } from '../../../shared/format';
import { toId, toOptions } from '../../../shared/forms';
import { EmptyRow, ListFilters, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { NewEmployeeModal } from '../components/NewEmployeeModal';
import { useEmployeeSearch, useLookup, useTeams } from '../employees.api';

const PAGE_SIZE = 50;

export const employeeUrl = (id: number) => `/employees/${id}`;

/** The employee list: search by name, number or e-mail; filters by office, team, status and technician. */
export function EmployeesPage() {
  const filters = useListFilters();
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const canEdit = useAccess(Permission.Employees) >= 2;
  const [opened, modal] = useDisclosure(false);
  const navigate = useNavigate();
  const offices = useLookup('offices');
  const teams = useTeams();
  const query = useEmployeeSearch({
    query: filters.debounced || undefined,
    active: filters.isActive,
    officeId: toId(officeId) ?? undefined,
    teamId: toId(teamId) ?? undefined,
    technician: kind === null ? undefined : (kind as 'true' | 'false'),
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  const pick = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    filters.setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Employees"
        description="Technicians and office staff: pay, teams, alerts and company cards."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New employee
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <ListFilters filters={filters} searchLabel="Search employees" placeholder="Name, number or e-mail" />
        <Group mb="md" gap="md">
          <Select
            aria-label="Office"
            placeholder="All offices"
            clearable
            data={toOptions(offices.data)}
            value={officeId}
            onChange={pick(setOfficeId)}
            w={200}
          />
          <Select
            aria-label="Team"
            placeholder="All teams"
            clearable
            data={toOptions(teams.data)}
            value={teamId}
            onChange={pick(setTeamId)}
            w={200}
          />
          <Select
            aria-label="Kind"
            placeholder="Technicians and staff"
            clearable
            data={[
              { value: 'true', label: 'Technicians' },
              { value: 'false', label: 'Office staff' },
            ]}
            value={kind}
            onChange={pick(setKind)}
            w={220}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Employees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th>Teams</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={6} message="No employees found." />}
            {rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td ff="monospace">{e.number}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Anchor component={Link} to={employeeUrl(e.id)} fw={500} fz="sm">
                      {e.name}
                    </Anchor>
                    {e.isTechnician && (
                      <Badge size="xs" variant="light">
                        Technician
                      </Badge>
                    )}
                  </Group>
                  {e.email && (
                    <Text fz="xs" c="dimmed">
                      {e.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{e.officeName ?? NONE}</Table.Td>
                <Table.Td>{e.teams.map((t) => t.name).join(', ') || NONE}</Table.Td>
                <Table.Td>{e.phone ?? NONE}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={e.isActive ? 'teal' : 'gray'}>
                    {e.isActive ? 'Active' : 'Inactive'}
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
        <NewEmployeeModal
          opened={opened}
          onClose={modal.close}
          onSaved={(e) => navigate(employeeUrl(e.id))}
        />
      )}
    </>
  );
}
