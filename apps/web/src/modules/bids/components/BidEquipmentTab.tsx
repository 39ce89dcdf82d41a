import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Anchor, SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useBidEquipment } from '../bids.api';

/** The equipment at the bid's location, or at every location of its customer. */
export function BidEquipmentTab({ bidId }: { bidId: number }) {
  const [scope, setScope] = useState<'location' | 'customer'>('location');
  const query = useBidEquipment(bidId, scope);
  return (
    <>
      <SegmentedControl
        mb="sm"
        aria-label="Equipment scope"
        value={scope}
        onChange={(v) => setScope(v as 'location' | 'customer')}
        data={[
          { value: 'location', label: 'At this location' },
          { value: 'customer', label: 'All of the customer’s' },
        ]}
      />
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover aria-label="Equipment">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Serial number</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Location</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={4} message="No equipment recorded here." />}
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={pageUrl(PageCode.Equipment, e.id)} fz="sm" fw={500}>
                      {e.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">{e.serialNumber}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td>{e.locationName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
    </>
  );
}
