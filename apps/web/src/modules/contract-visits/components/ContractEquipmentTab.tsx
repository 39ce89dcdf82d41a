import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { NONE } from '../../../shared/format';
import { QueryStatus } from '../../../shared/ui';
import { useContractEquipment } from '../contract-visits.api';

/** The equipment the agreement covers (its visit schedule's), or every unit at its locations. */
export function ContractEquipmentTab({ contractId }: { contractId: number }) {
  const [show, setShow] = useState<'covered' | 'all'>('covered');
  const query = useContractEquipment(contractId, show === 'covered');
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Covered equipment is chosen on the Visits tab: each visit job lists it.
        </Text>
        <SegmentedControl
          size="xs"
          value={show}
          onChange={(v) => setShow(v as 'covered' | 'all')}
          data={[
            { value: 'covered', label: 'Covered' },
            { value: 'all', label: 'All at its locations' },
          ]}
        />
      </Group>
      <QueryStatus query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">
              {show === 'covered'
                ? 'No equipment is covered yet.'
                : 'No equipment at the contract’s locations.'}
            </Text>
          ) : (
            <Table striped withTableBorder aria-label="Contract equipment">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Equipment</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Serial</Table.Th>
                  <Table.Th>Model</Table.Th>
                  <Table.Th>Coverage</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Anchor component={Link} to={pageUrl(PageCode.Equipment, e.id)} fz="sm" fw={500}>
                        {e.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{e.location.name}</Table.Td>
                    <Table.Td>{e.serialNumber || NONE}</Table.Td>
                    <Table.Td>{e.modelNumber || NONE}</Table.Td>
                    <Table.Td>
                      {e.covered ? (
                        <Badge variant="light" color="teal">
                          Covered
                        </Badge>
                      ) : (
                        <Badge variant="light" color="gray">
                          Not covered
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryStatus>
    </Stack>
  );
}
