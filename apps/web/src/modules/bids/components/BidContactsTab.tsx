import type { Bid } from '@fieldline/contracts/bids/bids.contract';
import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, showErrorNotification } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useBidContactMutations, useBidContacts } from '../bids.api';

function useCustomerContacts(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', customerId, 'contacts', 'active'],
    queryFn: ({ signal }) =>
      api.get<ContactRow[]>(`/customers/${customerId}/contacts`, { query: { isActive: 'true' }, signal }),
    enabled,
  });
}

/** The people to talk to about this bid: contacts of the bid's customer, with a role and one primary. */
export function BidContactsTab({ bid, canEdit }: { bid: Bid; canEdit: boolean }) {
  const query = useBidContacts(bid.id);
  const options = useCustomerContacts(bid.customer.id, canEdit);
  const m = useBidContactMutations(bid.id);
  const [contactId, setContactId] = useState<string | null>(null);
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onBid = new Set((query.data ?? []).map((c) => c.contact.id));
  const choices = (options.data ?? [])
    .filter((c) => !onBid.has(c.id))
    .map((c) => ({ value: String(c.id), label: c.email ? `${c.displayName} (${c.email})` : c.displayName }));

  async function add() {
    if (!contactId) return;
    setError(null);
    try {
      await m.add.mutateAsync({ contactId: Number(contactId), role, isPrimary: onBid.size === 0 });
      setContactId(null);
      setRole('');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group align="flex-end" gap="xs">
          <Select
            label="Contact"
            placeholder={
              choices.length ? 'Choose a contact of the customer' : 'No other contacts at this customer'
            }
            data={choices}
            value={contactId}
            onChange={setContactId}
            searchable
            w={320}
          />
          <TextInput label="Role" value={role} onChange={(e) => setRole(e.currentTarget.value)} w={200} />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={!contactId}
            loading={m.add.isPending}
          >
            Add contact
          </Button>
        </Group>
      )}
      <FormError message={error} />
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover aria-label="Bid contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Primary</Table.Th>
                {canEdit && <Table.Th w={50} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow colSpan={canEdit ? 5 : 4} message="No contacts on this bid yet." />
              )}
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.contact.displayName}</Table.Td>
                  <Table.Td>{c.contact.email ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{c.role || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Primary contact ${c.contact.displayName}`}
                      checked={c.isPrimary}
                      disabled={!canEdit || m.update.isPending}
                      onChange={(e) =>
                        m.update.mutate(
                          { cid: c.id, isPrimary: e.currentTarget.checked },
                          { onError: (err) => showErrorNotification(errorMessage(err)) },
                        )
                      }
                    />
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${c.contact.displayName}`}
                        onClick={async () => {
                          if (
                            await confirmModal(`Remove ${c.contact.displayName} from this bid?`, {
                              danger: true,
                            })
                          )
                            m.remove.mutate(c.id, {
                              onError: (err) => showErrorNotification(errorMessage(err)),
                            });
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
    </Stack>
  );
}
