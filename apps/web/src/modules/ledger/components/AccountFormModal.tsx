import { ACCOUNT_TYPES, type ControlKind, SYSTEM_ROLES } from '@fieldline/contracts/ledger/ledger.constants';
import type { GlAccount } from '@fieldline/contracts/ledger/ledger.contract';
import { CONTROL_KIND_OPTIONS, roleControlKind } from '@fieldline/contracts/ledger/ledger.control';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useAccountGroups, useCreateAccount, useModifiers, useUpdateAccount } from '../ledger.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this account; creating one without it. */
  account?: GlAccount | null;
}

const NONE = 'none';
const CONTROL_OPTIONS = [{ value: NONE, label: 'None' }, ...CONTROL_KIND_OPTIONS];

const initial = (a?: GlAccount | null) => ({
  code: a?.code ?? '',
  name: a?.name ?? '',
  groupID: a ? String(a.groupID) : '',
  chartOfAccountType: a ? String(a.chartOfAccountType) : '',
  systemRole: a?.systemRole ?? '',
  controlKind: a?.controlKind ?? NONE,
  COGS: a?.COGS ?? false,
  isInventory: a?.isInventory ?? false,
  isActive: a?.isActive ?? true,
  offices: (a?.offices ?? []).map(String),
  divisions: (a?.divisions ?? []).map(String),
  departments: (a?.departments ?? []).map(String),
  description: a?.description ?? '',
});
type Values = ReturnType<typeof initial>;

/** Create or edit a chart-of-accounts account: group, type, flags, system role and its modifiers. */
export function AccountFormModal({ opened, onClose, account }: Props) {
  const form = useForm({ initialValues: initial(account) });
  const groups = useAccountGroups();
  const modifiers = useModifiers();
  const create = useCreateAccount();
  const update = useUpdateAccount(account?.id ?? 0);
  const [error, setError] = useState<string | null>(null);
  const roleKind = roleControlKind(form.values.systemRole);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on a record
  useEffect(() => {
    if (opened) {
      form.setValues(initial(account));
      form.resetDirty();
      form.clearErrors();
      setError(null);
    }
  }, [opened, account]);

  const opts = (list?: { id: number; name: string; accountingCode?: string }[]) =>
    (list ?? []).map((m) => ({
      value: String(m.id),
      label: m.accountingCode ? `${m.accountingCode} · ${m.name}` : m.name,
    }));

  async function save(v: Values) {
    setError(null);
    const body = {
      code: v.code,
      name: v.name,
      groupID: Number(v.groupID) || 0,
      chartOfAccountType: v.chartOfAccountType ? Number(v.chartOfAccountType) : undefined,
      systemRole: (v.systemRole || null) as GlAccount['systemRole'] as never,
      controlKind:
        roleControlKind(v.systemRole) ?? (v.controlKind === NONE ? null : (v.controlKind as ControlKind)),
      COGS: v.COGS,
      isInventory: v.isInventory,
      isActive: v.isActive,
      offices: v.offices.map(Number),
      divisions: v.divisions.map(Number),
      departments: v.departments.map(Number),
      description: v.description || null,
    };
    try {
      if (account) await update.mutateAsync(body);
      else await create.mutateAsync(body);
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={account ? 'Edit account' : 'New account'} size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <TextInput label="Code" required data-autofocus {...form.getInputProps('code')} />
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Select
              label="Group"
              required
              data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              {...form.getInputProps('groupID')}
              onChange={(v) => {
                form.setFieldValue('groupID', v ?? '');
                const g = groups.data?.find((x) => String(x.id) === v);
                if (g) form.setFieldValue('chartOfAccountType', String(g.chartOfAccountType));
              }}
            />
            <Select
              label="Type"
              data={ACCOUNT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
              {...form.getInputProps('chartOfAccountType')}
            />
            <Select
              label="System role"
              clearable
              placeholder="None"
              data={SYSTEM_ROLES.map((r) => ({ value: r, label: r }))}
              {...form.getInputProps('systemRole')}
              value={form.values.systemRole || null}
              onChange={(v) => form.setFieldValue('systemRole', v ?? '')}
            />
            <Select
              label="Control account for"
              description={
                roleKind
                  ? `Set by the ${form.values.systemRole} role.`
                  : "Only that subledger's documents post to a control account."
              }
              data={CONTROL_OPTIONS}
              allowDeselect={false}
              disabled={Boolean(roleKind)}
              {...form.getInputProps('controlKind')}
              value={roleKind ?? form.values.controlKind}
            />
          </SimpleGrid>
          <Group>
            <Switch label="Cost of goods sold" {...form.getInputProps('COGS', { type: 'checkbox' })} />
            <Switch label="Inventory" {...form.getInputProps('isInventory', { type: 'checkbox' })} />
            <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          </Group>
          <MultiSelect
            label="Offices"
            placeholder="Any office"
            searchable
            data={opts(modifiers.data?.offices)}
            {...form.getInputProps('offices')}
          />
          <MultiSelect
            label="Divisions"
            placeholder="Any division"
            searchable
            data={opts(modifiers.data?.divisions)}
            {...form.getInputProps('divisions')}
          />
          <MultiSelect
            label="Departments"
            placeholder="Any department"
            searchable
            data={opts(modifiers.data?.departments)}
            {...form.getInputProps('departments')}
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
