import { Permission } from '@fieldline/contracts/common/permissions';
import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { Button, Group, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../app/auth/AuthProvider';
import { confirmModal } from '../modals';
import { EmptyRow, QueryStatus } from '../ui';
import { AddContactModal } from './AddContactModal';
import { ContactRowView } from './ContactRowView';
import { useDeleteContact, useLinkLocation, useManagedContacts } from './contacts-manager.api';
import { EditContactModal } from './EditContactModal';
import { LinkContactModal } from './LinkContactModal';
import { type ContactsManagerOptions, resolveOptions } from './options';

export interface ContactsManagerProps {
  customerId?: number | null;
  locationId?: number | null;
  options?: ContactsManagerOptions;
}

/** The contacts related list of spec 3 section 2, for a customer or a location. */
export function ContactsManager({ customerId = null, locationId = null, options }: ContactsManagerProps) {
  const access = useAccess(Permission.Contacts);
  const flags = resolveOptions({ customerId, locationId, options, accessLevel: access });
  const query = useManagedContacts(customerId, locationId);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ContactRow | null>(null);
  const [addOpened, add] = useDisclosure(false);
  const [linkOpened, link] = useDisclosure(false);
  const remove = useDeleteContact();
  const unlink = useLinkLocation();
  const rows = query.data ?? [];

  // A contact of another customer shown here through a location link is unlinked, not deleted.
  const isExternal = (c: ContactRow) => Boolean(locationId) && c.customer?.id !== customerId;
  const canDelete = (c: ContactRow) => (isExternal(c) ? flags.canLinkContact : flags.canEditContact);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const showDelete = flags.canEditContact || flags.canLinkContact;

  const deleteSelected = async () => {
    const names = chosen.map((c) => c.displayName).join(', ');
    const message = chosen.every(isExternal)
      ? `Remove ${names} from this location?`
      : `Delete ${names}? Deleted contacts are made inactive and leave this list.`;
    if (!(await confirmModal(message, { danger: true }))) return;
    try {
      for (const c of chosen) {
        if (isExternal(c) && locationId)
          await unlink.mutateAsync({ contactId: c.id, locationId, link: false });
        else await remove.mutateAsync(c.id);
      }
      notifications.show({
        color: 'teal',
        message: chosen.length === 1 ? 'Contact removed' : 'Contacts removed',
      });
      setSelected([]);
    } catch {
      // The client already showed the error notification.
    }
  };

  const columns =
    5 + Number(flags.usesPrimaryFlag) + Number(flags.canLinkLocation) + Number(flags.usesSignoffFlag);
  return (
    <Stack gap="sm" data-testid="contacts-manager">
      <Group gap="xs">
        {flags.canAddContact && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={add.open}>
            New
          </Button>
        )}
        {flags.canLinkContact && (
          <Button size="xs" variant="default" leftSection={<IconLink size={14} />} onClick={link.open}>
            Link
          </Button>
        )}
        {showDelete && (
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={chosen.length === 0 || !chosen.every(canDelete)}
            loading={remove.isPending || unlink.isPending}
            onClick={() => void deleteSelected()}
          >
            Delete
          </Button>
        )}
      </Group>
      <QueryStatus query={query}>
        {() => (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Contacts" verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} aria-label="Select" />
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Phones</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  {flags.usesPrimaryFlag && <Table.Th ta="center">Primary</Table.Th>}
                  {flags.canLinkLocation && <Table.Th ta="center">Location</Table.Th>}
                  {flags.usesSignoffFlag && <Table.Th ta="center">Signoffs</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && <EmptyRow colSpan={columns} message="No contacts yet." />}
                {rows.map((c) => (
                  <ContactRowView
                    key={c.id}
                    contact={c}
                    locationId={locationId}
                    flags={flags}
                    canWrite={access >= 2}
                    external={isExternal(c)}
                    selected={selected.includes(c.id)}
                    onSelect={(on) => setSelected((s) => (on ? [...s, c.id] : s.filter((id) => id !== c.id)))}
                    onEdit={() => setEditing(c)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryStatus>
      {flags.canAddContact && (
        <AddContactModal
          opened={addOpened}
          onClose={add.close}
          customerId={customerId}
          locationId={locationId}
          canAddCustomer={flags.canAddCustomer}
        />
      )}
      {flags.canLinkContact && (
        <LinkContactModal
          opened={linkOpened}
          onClose={link.close}
          customerId={customerId}
          locationId={locationId}
          listedIds={rows.map((r) => r.id)}
          canLinkExternalContact={flags.canLinkExternalContact}
        />
      )}
      {flags.canEditContact && editing && (
        <EditContactModal key={editing.id} contact={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
