import { ApiError } from '@fieldline/client';
import type { EmailToken } from '@fieldline/contracts/templates/templates.contract';
import { Alert, Badge, Button, Group, Modal, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useSaveToken, useTokens } from '../templates.api';

type Editing = Pick<EmailToken, 'name' | 'value' | 'description' | 'isActive'> & { id: number | null };

/** Company-defined tags with a fixed value, used in any template as {{Token.Name}}. */
export function TokensTab({ canEdit }: { canEdit: boolean }) {
  const tokens = useTokens();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ id: null, name: '', value: '', description: '', isActive: true })}
          >
            New token
          </Button>
        </Group>
      )}
      <QueryStatus query={tokens}>
        {(rows) => (
          <Table aria-label="E-mail tokens" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={4} message="No tokens yet." />}
              {rows.map((t) => (
                <Table.Tr
                  key={t.id}
                  style={{ cursor: canEdit ? 'pointer' : undefined }}
                  onClick={() => canEdit && setEditing({ ...t })}
                >
                  <Table.Td>
                    <Text ff="monospace" fz="sm">{`{{${t.tag}}}`}</Text>
                  </Table.Td>
                  <Table.Td>{t.value}</Table.Td>
                  <Table.Td>{t.description}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={t.isActive ? 'teal' : 'gray'}>
                      {t.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      {editing && <TokenModal token={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function TokenModal({ token, onClose }: { token: Editing; onClose: () => void }) {
  const [draft, setDraft] = useState(token);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveToken();
  const onSave = async () => {
    setErrors({});
    setAlert(null);
    try {
      const { id, ...body } = draft;
      await save.mutateAsync({ id, body });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length)
        setErrors(Object.fromEntries(err.errors.map((e) => [e.field, e.message])));
      setAlert(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={token.id === null ? 'New e-mail token' : 'E-mail token'}>
      <Stack>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label="Name"
          description="Used as {{Token.Name}}: letters, digits and underscores"
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        <TextInput
          label="Value"
          value={draft.value}
          error={errors.value}
          onChange={(e) => setDraft({ ...draft, value: e.currentTarget.value })}
        />
        <TextInput
          label="Description"
          value={draft.description}
          error={errors.description}
          onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        />
        <Switch
          label="Active"
          checked={draft.isActive}
          onChange={(e) => setDraft({ ...draft, isActive: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
