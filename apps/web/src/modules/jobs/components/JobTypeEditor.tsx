import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import type { JobType } from '@fieldline/contracts/jobs/job-setup.contract';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { QueryStatus } from '../../../shared/ui';
import { useJobType, useSaveJobType, useSetDefaultItem, useWorkflowTypes } from '../job-types.api';
import { ContractFees, ItemMarkups, OfficeExclusions, TechStatuses } from './JobTypeParts';

const initial = (t?: JobType) => ({
  type: t?.type ?? '',
  name: t?.name ?? '',
  description: t?.description ?? '',
  workflowTypeId: t?.workflowType ? String(t.workflowType.id) : null,
  isActive: t?.isActive ?? true,
});
type Values = ReturnType<typeof initial>;

function GeneralForm({ type, onSaved }: { type?: JobType; onSaved: (t: JobType) => void }) {
  const form = useForm<Values>({
    initialValues: initial(type),
    validate: { type: (v) => (v.trim() ? null : 'Required'), name: (v) => (v.trim() ? null : 'Required') },
  });
  const workflows = useWorkflowTypes();
  const save = useSaveJobType(type?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  async function submit(v: Values) {
    setError(null);
    try {
      const body = { ...v, workflowTypeId: v.workflowTypeId ? Number(v.workflowTypeId) : null };
      const saved = await save.mutateAsync(type ? { ...body, version: type.version } : body);
      notifications.show({ color: 'teal', message: 'Job type saved' });
      onSaved(saved);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <TextInput label="Code" required maxLength={20} {...form.getInputProps('type')} />
          <TextInput label="Name" required {...form.getInputProps('name')} />
        </SimpleGrid>
        <Select
          label="Workflow"
          description="Which set of statuses jobs of this type walk through"
          data={(workflows.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          clearable
          {...form.getInputProps('workflowTypeId')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {type ? 'Save' : 'Create job type'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DefaultItem({ type }: { type: JobType }) {
  const set = useSetDefaultItem(type.id);
  const [error, setError] = useState<string | null>(null);
  const value = type.defaultItem ? ({ ...type.defaultItem } as unknown as ItemSummary) : null;
  return (
    <Stack gap="xs">
      <ItemTypeahead
        label="Default item"
        placeholder="A new job of this type starts with this item"
        value={value}
        onChange={(item) => set.mutate(item?.id ?? null, { onError: (e) => setError(errorMessage(e)) })}
        disabled={set.isPending}
      />
      <FormError message={error} />
    </Stack>
  );
}

/** Create a job type, or edit one with its offices, default item, tech statuses, fees and markups. */
export function JobTypeEditor({ id, onClose }: { id: number | 'new'; onClose: () => void }) {
  const [currentId, setCurrentId] = useState<number | null>(id === 'new' ? null : id);
  const query = useJobType(currentId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={currentId ? 'Job type' : 'New job type'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {currentId === null ? (
        <GeneralForm onSaved={(t) => setCurrentId(t.id)} />
      ) : (
        <QueryStatus query={query}>
          {(type) => (
            <Tabs defaultValue="general" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="general">General</Tabs.Tab>
                <Tabs.Tab value="offices">Office exclusions</Tabs.Tab>
                <Tabs.Tab value="tech">Tech statuses</Tabs.Tab>
                <Tabs.Tab value="fees">Contract fees</Tabs.Tab>
                <Tabs.Tab value="markups">Item markups</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="general">
                <Stack>
                  <GeneralForm key={type.version} type={type} onSaved={() => {}} />
                  <DefaultItem type={type} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="offices">
                <OfficeExclusions key={type.version} type={type} />
              </Tabs.Panel>
              <Tabs.Panel value="tech">
                <TechStatuses type={type} />
              </Tabs.Panel>
              <Tabs.Panel value="fees">
                <ContractFees type={type} />
              </Tabs.Panel>
              <Tabs.Panel value="markups">
                <ItemMarkups type={type} />
              </Tabs.Panel>
            </Tabs>
          )}
        </QueryStatus>
      )}
    </Modal>
  );
}
