import {
  MANUAL_TOOL_STATUSES,
  TOOL_STATUS_LABELS,
  type Tool,
} from '@fieldline/contracts/tools/tools.contract';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { useCache } from '../../jobs/jobs.api';
import { useCreateTool, useUpdateTool } from '../tools.api';

interface Props {
  /** The tool to edit; a new tool without it. */
  tool?: Tool;
  onClose: () => void;
  onSaved?: (tool: Tool) => void;
}

const initial = (t?: Tool) => ({
  number: t?.number ?? '',
  name: t?.name ?? '',
  category: t?.category ?? '',
  serialNumber: t?.serialNumber ?? '',
  description: t?.description ?? '',
  quantity: t?.quantity ?? 1,
  officeId: t?.officeId ? String(t.officeId) : (null as string | null),
  warehouseId: t?.warehouseId ? String(t.warehouseId) : (null as string | null),
  status: (t?.status === 'checkedOut' ? 'available' : (t?.status ?? 'available')) as string,
  notes: t?.notes ?? '',
});

/** A tool's record: number, name, kind, how many units, where it lives and its condition. */
export function ToolFormModal({ tool, onClose, onSaved }: Props) {
  const form = useForm({ initialValues: initial(tool) });
  const create = useCreateTool();
  const update = useUpdateTool(tool?.id ?? 0);
  const offices = useCache('offices');
  const warehouses = useCache('warehouses');
  const [error, setError] = useState<string | null>(null);

  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    const body = {
      number: v.number,
      name: v.name,
      category: v.category,
      serialNumber: v.serialNumber,
      description: v.description,
      officeId: toId(v.officeId),
      warehouseId: toId(v.warehouseId),
      status: v.status as (typeof MANUAL_TOOL_STATUSES)[number],
      notes: v.notes,
    };
    try {
      const saved = tool
        ? await update.mutateAsync({ ...body, version: tool.version })
        : await create.mutateAsync({ ...body, quantity: v.quantity });
      onSaved?.(saved);
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={tool ? `Edit ${tool.name}` : 'New tool'} size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <TextInput
              label="Tool number"
              required
              maxLength={30}
              data-autofocus
              {...form.getInputProps('number')}
            />
            <TextInput label="Name" required maxLength={100} {...form.getInputProps('name')} />
            <TextInput label="Category" maxLength={50} {...form.getInputProps('category')} />
            <TextInput label="Serial number" maxLength={100} {...form.getInputProps('serialNumber')} />
            {!tool && (
              <NumberInput
                label="Quantity"
                min={1}
                max={10000}
                allowDecimal={false}
                {...form.getInputProps('quantity')}
              />
            )}
            <Select
              label="Condition"
              allowDeselect={false}
              data={MANUAL_TOOL_STATUSES.map((s) => ({ value: s, label: TOOL_STATUS_LABELS[s] }))}
              {...form.getInputProps('status')}
            />
            <Select
              label="Office"
              clearable
              data={toOptions(offices.data)}
              {...form.getInputProps('officeId')}
            />
            <Select
              label="Home warehouse"
              clearable
              data={toOptions(warehouses.data)}
              {...form.getInputProps('warehouseId')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <Textarea label="Notes" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {tool ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
