import { Button, ColorInput, Group, Switch, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { type LookupKind, useEventLookups, useSaveLookup } from '../events.api';

const TABS: { kind: LookupKind; label: string; one: string }[] = [
  { kind: 'statuses', label: 'Statuses', one: 'status' },
  { kind: 'types', label: 'Types', one: 'type' },
  { kind: 'priorities', label: 'Priorities', one: 'priority' },
];

function LookupTable({ kind, label, one }: { kind: LookupKind; label: string; one: string }) {
  const rows = useEventLookups(kind);
  const save = useSaveLookup(kind);
  const [name, setName] = useState('');
  const [color, setColor] = useState('#228BE6');
  const [error, setError] = useState<string | null>(null);
  async function add() {
    setError(null);
    try {
      await save.mutateAsync({ body: { name, color } });
      setName('');
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors?.[0]?.message ?? e.message) : String(e));
    }
  }
  return (
    <>
      <Table aria-label={`Event ${label.toLowerCase()}`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Colour</Table.Th>
            <Table.Th>Active</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {r.name}
                {r.isCancelled && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (not busy time)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <span
                    style={{
                      width: 14,
                      height: 14,
                      borderRadius: 3,
                      background: r.color,
                      display: 'inline-block',
                    }}
                  />
                  {r.color}
                </Group>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${r.name} active`}
                  checked={r.isActive}
                  onChange={(e) => save.mutate({ id: r.id, body: { isActive: e.currentTarget.checked } })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="sm" align="flex-end">
        <TextInput
          label={`New ${one}`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={50}
          error={error}
        />
        <ColorInput label="Colour" value={color} onChange={setColor} w={140} format="hex" />
        <Button onClick={add} disabled={!name.trim()} loading={save.isPending}>
          Add
        </Button>
      </Group>
    </>
  );
}

/** Event statuses, types and priorities: list, add, switch off. */
export function LookupsPanel() {
  return (
    <Tabs defaultValue="statuses">
      <Tabs.List>
        {TABS.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Panel key={t.kind} value={t.kind} pt="sm">
          <LookupTable kind={t.kind} label={t.label} one={t.one} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
