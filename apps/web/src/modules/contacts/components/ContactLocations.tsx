import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { Contact } from '@fieldline/contracts/contacts/contacts.contract';
import { Anchor, Badge, Checkbox, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow } from '../../../shared/ui';
import { useSetReceiveSignoffs } from '../contacts.api';

type Link = Contact['locations'][number];

function LinkRow({ contactId, link, canEdit }: { contactId: number; link: Link; canEdit: boolean }) {
  const [value, setValue] = useState(link.receiveSignoffs);
  useEffect(() => setValue(link.receiveSignoffs), [link.receiveSignoffs]);
  const save = useSetReceiveSignoffs(contactId);
  const change = (next: boolean) => {
    setValue(next);
    save.mutate({ locationId: link.id, value: next }, { onError: () => setValue(!next) });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor href={pageUrl(PageCode.Location, link.id)} target="_blank" fz="sm">
          {link.name}
        </Anchor>
        {link.isPrimary && (
          <Badge size="xs" variant="light" ml={6}>
            Primary
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Receive signoffs for ${link.name}`}
          checked={value}
          disabled={!canEdit}
          onChange={(e) => change(e.currentTarget.checked)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function ContactLocations({ contact, canEdit }: { contact: Contact; canEdit: boolean }) {
  return (
    <Table aria-label="Linked locations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Location</Table.Th>
          <Table.Th w={150} style={{ whiteSpace: 'nowrap' }}>
            Receive signoffs
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contact.locations.length === 0 && <EmptyRow colSpan={2} message="Not linked to any location." />}
        {contact.locations.map((l) => (
          <LinkRow key={l.id} contactId={contact.id} link={l} canEdit={canEdit} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
