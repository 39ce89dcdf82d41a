import {
  COMMISSION_BASES,
  COMMISSION_BASIS_LABELS,
  COMMISSION_EARN_ON,
  COMMISSION_EARN_ON_LABELS,
  type CommissionBasis,
  type CommissionEarnOn,
  type CommissionRule,
} from '@fieldline/contracts/commissions/commissions.contract';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { useLookup } from '../../employees/employees.api';
import { useSaveRule } from '../commissions.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The rule to edit, or null for a new one. */
  rule: CommissionRule | null;
  salespeople: { employeeId: number; name: string }[];
  /** Preselects the salesperson of a new rule. */
  employeeId?: number | null;
}

const blank = {
  employeeId: null as string | null,
  basis: 'Revenue' as CommissionBasis,
  earnOn: 'Invoice' as CommissionEarnOn,
  rate: '',
  flatAmount: '',
  jobTypeId: null as string | null,
  effectiveDate: null as string | null,
  endDate: null as string | null,
  isActive: true,
  notes: '',
};

const valuesOf = (r: CommissionRule): typeof blank => ({
  employeeId: String(r.employeeId),
  basis: r.basis,
  earnOn: r.earnOn,
  rate: r.rate ?? '',
  flatAmount: r.flatAmount ?? '',
  jobTypeId: r.jobTypeId ? String(r.jobTypeId) : null,
  effectiveDate: r.effectiveDate,
  endDate: r.endDate,
  isActive: r.isActive,
  notes: r.notes,
});

/** A salesperson's commission rule: what it pays on, when it is earned and the dates it is in force. */
export function RuleModal({ opened, onClose, rule, salespeople, employeeId }: Props) {
  const form = useForm({ initialValues: blank });
  const save = useSaveRule();
  const jobTypes = useLookup('jobtypes');
  const [error, setError] = useState<string | null>(null);
  const flat = form.values.basis === 'FlatPerJobType';

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on another rule
  useEffect(() => {
    if (!opened) return;
    setError(null);
    form.setValues(
      rule
        ? valuesOf(rule)
        : { ...blank, employeeId: employeeId ? String(employeeId) : null, effectiveDate: firstOfMonth() },
    );
    form.resetDirty();
  }, [opened, rule, employeeId]);

  async function submit(v: typeof blank) {
    setError(null);
    const body = {
      basis: v.basis,
      earnOn: v.earnOn,
      rate: flat ? null : v.rate || null,
      flatAmount: flat ? v.flatAmount || null : null,
      jobTypeId: flat ? toId(v.jobTypeId) : null,
      effectiveDate: v.effectiveDate ?? '',
      endDate: v.endDate,
      isActive: v.isActive,
      notes: v.notes,
    };
    try {
      if (rule) await save.update.mutateAsync({ id: rule.id, ...body, version: rule.version });
      else await save.create.mutateAsync({ employeeId: toId(v.employeeId) ?? 0, ...body });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rule ? 'Edit commission rule' : 'New commission rule'}
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError message={error} />
          <Select
            label="Salesperson"
            required
            disabled={Boolean(rule)}
            data={salespeople.map((s) => ({ value: String(s.employeeId), label: s.name }))}
            {...form.getInputProps('employeeId')}
          />
          <Select
            label="Pays on"
            required
            allowDeselect={false}
            data={COMMISSION_BASES.map((b) => ({ value: b, label: COMMISSION_BASIS_LABELS[b] }))}
            {...form.getInputProps('basis')}
          />
          {flat ? (
            <SimpleGrid cols={2}>
              <Select
                label="Job type"
                required
                searchable
                data={toOptions(jobTypes.data)}
                {...form.getInputProps('jobTypeId')}
              />
              <TextInput label="Flat amount per invoice" required {...form.getInputProps('flatAmount')} />
            </SimpleGrid>
          ) : (
            <TextInput label="Percent" required rightSection="%" w={160} {...form.getInputProps('rate')} />
          )}
          <div>
            <Text fz="sm" fw={500} mb={4}>
              Earned
            </Text>
            <SegmentedControl
              aria-label="Earned"
              data={COMMISSION_EARN_ON.map((e) => ({ value: e, label: COMMISSION_EARN_ON_LABELS[e] }))}
              {...form.getInputProps('earnOn')}
            />
          </div>
          <SimpleGrid cols={2}>
            <DateInputField
              label="Effective date"
              required
              value={form.values.effectiveDate}
              onChange={(v) => form.setFieldValue('effectiveDate', v)}
              error={form.errors.effectiveDate}
            />
            <DateInputField
              label="End date"
              clearable
              value={form.values.endDate}
              onChange={(v) => form.setFieldValue('endDate', v)}
              error={form.errors.endDate}
            />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} maxLength={500} {...form.getInputProps('notes')} />
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.create.isPending || save.update.isPending}>
              Save rule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function firstOfMonth(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
}
