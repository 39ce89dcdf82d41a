import { Stack, Table, Text, Title } from '@mantine/core';
import { useEntityUseCodes } from '../reference-codes.api';

/** The tax service's entity use codes, read-only; nothing at all while the tax service is not enabled. */
export function EntityUseCodes() {
  const query = useEntityUseCodes();
  if (!query.data?.avalaraEnabled) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Title order={4} size="h5">
        Entity use codes
      </Title>
      <Table aria-label="Entity use codes" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.codes.map((c) => (
            <Table.Tr key={c.code}>
              <Table.Td>{c.code}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {query.data.codes.length === 0 && <Text c="dimmed">The tax service lists no entity use codes.</Text>}
    </Stack>
  );
}
