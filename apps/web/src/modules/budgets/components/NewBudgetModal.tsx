import type { Budget } from '@fieldline/contracts/budgets/budgets.contract';
import { BUDGET_TYPES } from '@fieldline/contracts/budgets/budgets.contract';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { useCreateBudget } from '../budgets.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (b: Budget) => void;
}

type Named = { id: number; name: string };

/** A new budget: its year, description and offices (all offices when none is picked). */
export function NewBudgetModal({ opened, onClose, onCreated }: Props) {
  const offices = useQuery({
    queryKey: ['cache', 'offices'],
    queryFn: ({ signal }) => api.get<Named[]>('/cache/offices', { signal }),
    staleTime: 5 * 60_000,
  });
  const [year, setYear] = useState<number | string>(new Date().getFullYear());
  const [description, setDescription] = useState('');
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [budgetType, setBudgetType] = useState<string>('1');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBudget();

  async function save() {
    setError(null);
    try {
      const b = await create.mutateAsync({
        financialYear: Number(year),
        description: description.trim(),
        officeID: officeId ? Number(officeId) : null,
        budgetType: Number(budgetType) as 1 | 2,
      });
      onCreated(b);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New Budget">
      <Stack>
        <NumberInput label="Financial year" required min={1900} max={2079} value={year} onChange={setYear} />
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Select
          label="Office"
          description="Leave empty for a company budget with a tab per office"
          clearable
          data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={officeId}
          onChange={setOfficeId}
        />
        <Select
          label="Budget type"
          data={BUDGET_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
          value={budgetType}
          onChange={(v) => setBudgetType(v ?? '1')}
          allowDeselect={false}
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending} disabled={!year}>
            Create budget
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
