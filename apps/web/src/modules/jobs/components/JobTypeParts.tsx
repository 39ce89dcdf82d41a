import { formatMoney } from '@fieldline/contracts/common/money';
import type { JobType } from '@fieldline/contracts/jobs/job-setup.contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import {
  useContractFeeMutations,
  useContractFees,
  useItemMarkupMutations,
  useItemMarkups,
  useMarkupTypes,
  useSetOfficeExclusions,
  useTechStatuses,
  useTechStatusMutations,
} from '../job-types.api';
import { useCache } from '../jobs.api';

/** Offices that may not use the type: ticked boxes, saved as a whole list. */
export function OfficeExclusions({ type }: { type: JobType }) {
  const offices = useCache('offices');
  const save = useSetOfficeExclusions(type.id);
  const [chosen, setChosen] = useState<string[]>(type.excludedOfficeIds.map(String));
  const dirty = chosen.slice().sort().join() !== type.excludedOfficeIds.map(String).sort().join();
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        Jobs of this type cannot be created in the ticked offices.
      </Text>
      <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Excluded offices">
        <SimpleGrid cols={2} spacing="xs">
          {(offices.data ?? []).map((o) => (
            <Checkbox key={o.id} value={String(o.id)} label={o.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate(chosen.map(Number))}
        >
          Save exclusions
        </Button>
      </Group>
    </Stack>
  );
}

export function TechStatuses({ type }: { type: JobType }) {
  const list = useTechStatuses(type.id);
  const { add, remove } = useTechStatusMutations(type.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Table>
        <Table.Tbody>
          {(list.data ?? []).length === 0 && <EmptyRow colSpan={2} message="No technician statuses." />}
          {(list.data ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${s.name}`}
                  onClick={() => remove.mutate(s.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="New status"
          placeholder="En Route"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={!name.trim()}
          onClick={() =>
            add.mutate({ name }, { onSuccess: () => setName(''), onError: (e) => setError(errorMessage(e)) })
          }
        >
          Add
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}

export function ContractFees({ type }: { type: JobType }) {
  const list = useContractFees(type.id);
  const { add, remove } = useContractFeeMutations(type.id);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Table>
        <Table.Tbody>
          {(list.data ?? []).length === 0 && <EmptyRow colSpan={3} message="No contract fees." />}
          {(list.data ?? []).map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>{f.name}</Table.Td>
              <Table.Td ta="right">{formatMoney(f.amount)}</Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => remove.mutate(f.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Fee"
          placeholder="Trip charge"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="Amount"
          placeholder="0.00"
          w={110}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={!name.trim() || !amount.trim()}
          onClick={() => {
            setError(null);
            add.mutate(
              { name, amount },
              {
                onSuccess: () => {
                  setName('');
                  setAmount('');
                },
                onError: (e) => setError(errorMessage(e)),
              },
            );
          }}
        >
          Add
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}

export function ItemMarkups({ type }: { type: JobType }) {
  const list = useItemMarkups(type.id);
  const markupTypes = useMarkupTypes();
  const categories = useCache('itemcategories');
  const { add, remove } = useItemMarkupMutations(type.id);
  const [category, setCategory] = useState<string | null>('all');
  const [markup, setMarkup] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Table>
        <Table.Tbody>
          {(list.data ?? []).length === 0 && (
            <EmptyRow colSpan={3} message="No markups: item prices apply." />
          )}
          {(list.data ?? []).map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.itemCategoryName ?? 'All items'}</Table.Td>
              <Table.Td>{m.markupType.name}</Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remove markup"
                  onClick={() => remove.mutate(m.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-end">
        <Select
          label="Items"
          data={[
            { value: 'all', label: 'All items' },
            ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={category}
          onChange={setCategory}
          allowDeselect={false}
          w={180}
        />
        <Select
          label="Markup type"
          data={(markupTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={markup}
          onChange={setMarkup}
          w={180}
        />
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={!markup}
          onClick={() =>
            add.mutate({
              itemCategoryId: category === 'all' ? null : Number(category),
              markupTypeId: Number(markup),
            })
          }
        >
          Add
        </Button>
      </Group>
    </Stack>
  );
}
