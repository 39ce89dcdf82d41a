import type { Employee } from '@fieldline/contracts/employees/employees.contract';
import { Button, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { NONE } from '../../../shared/format';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { useCreateTeam, useTeams, useUpdateEmployee } from '../employees.api';

/** The teams the employee belongs to; a new team can be started here too. */
export function TeamsPanel({ employee, readOnly }: { employee: Employee; readOnly: boolean }) {
  const teams = useTeams();
  const update = useUpdateEmployee(employee.id);
  const createTeam = useCreateTeam();
  const [teamIds, setTeamIds] = useState(employee.teams.map((t) => String(t.id)));
  const [newTeam, setNewTeam] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mine = (teams.data ?? []).filter((t) => employee.teams.some((x) => x.id === t.id));

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({ version: employee.version, teamIds: teamIds.map(Number) });
      notifications.show({ color: 'teal', message: 'Teams saved.' });
    } catch (e) {
      setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));
    }
  }

  async function addTeam() {
    setError(null);
    try {
      const team = await createTeam.mutateAsync({ name: newTeam, officeId: employee.officeId });
      setTeamIds((old) => [...old, String(team.id)]);
      setNewTeam('');
    } catch (e) {
      setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));
    }
  }

  return (
    <Stack>
      <FormError message={error} />
      <Table aria-label="Teams of the employee">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Office</Table.Th>
            <Table.Th>Leader</Table.Th>
            <Table.Th>Members</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mine.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text fz="sm" c="dimmed">
                  Not on any team.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {mine.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td fw={500}>{t.name}</Table.Td>
              <Table.Td>{t.officeName ?? NONE}</Table.Td>
              <Table.Td>{t.leaderName ?? NONE}</Table.Td>
              <Table.Td>{t.members.map((m) => m.name).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <>
          <Group align="flex-end">
            <MultiSelect
              label="Teams"
              placeholder="Choose teams"
              data={toOptions(teams.data)}
              value={teamIds}
              onChange={setTeamIds}
              searchable
              w={420}
            />
            <Button onClick={save} loading={update.isPending}>
              Save teams
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput
              label="New team"
              placeholder="Team name"
              value={newTeam}
              onChange={(e) => setNewTeam(e.currentTarget.value)}
              w={300}
            />
            <Button
              variant="default"
              disabled={!newTeam.trim()}
              loading={createTeam.isPending}
              onClick={addTeam}
            >
              Create team
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
