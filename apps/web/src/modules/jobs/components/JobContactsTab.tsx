import type { Job } from '@fieldline/contracts/jobs/jobs.contract';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import {
  useAddJobContact,
  useCustomerContactOptions,
  useJobContacts,
  useRemoveJobContact,
  useUpdateJobContact,
} from '../job-records.api';

/** The people to talk to about this job: contacts of the job's customer, with a role and one primary. */
export function JobContactsTab({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const query = useJobContacts(job.id);
  const options = useCustomerContactOptions(job.customer.id, canEdit);
  const add = useAddJobContact(job.id);
  const update = useUpdateJobContact(job.id);
  const remove = useRemoveJobContact(job.id);
  const [contactId, setContactId] = useState<string | null>(null);
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onJob = new Set((query.data ?? []).map((c) => c.contact.id));
  const choices = (options.data ?? [])
    .filter((c) => !onJob.has(c.id))
    .map((c) => ({ value: String(c.id), label: c.email ? `${c.displayName} (${c.email})` : c.displayName }));

  async function addContact() {
    if (!contactId) return;
    setError(null);
    try {
      await add.mutateAsync({ contactId: Number(contactId), role, isPrimary: onJob.size === 0 });
      setContactId(null);
      setRole('');
    } catch (e) {
      setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));
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
            onClick={addContact}
            disabled={!contactId}
            loading={add.isPending}
          >
            Add contact
          </Button>
        </Group>
      )}
      <FormError message={error} />
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover>
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
                <EmptyRow colSpan={canEdit ? 5 : 4} message="No contacts on this job yet." />
              )}
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    {c.contact.displayName}{' '}
                    {!c.contact.isActive && (
                      <Badge size="xs" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{c.contact.email ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{c.role || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Primary contact ${c.contact.displayName}`}
                      checked={c.isPrimary}
                      disabled={!canEdit || update.isPending}
                      onChange={(e) =>
                        update.mutate({
                          id: c.id,
                          body: { isPrimary: e.currentTarget.checked, version: c.version },
                        })
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
                            await confirmModal(`Remove ${c.contact.displayName} from this job?`, {
                              danger: true,
                            })
                          )
                            remove.mutate(c.id);
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
