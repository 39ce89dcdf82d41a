import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import {
  BILLING_SCHEDULE_LABELS,
  type Contract,
  type ContractChangeOrder,
} from '@fieldline/contracts/contracts/contracts.contract';
import {
  Button,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { QueryStatus } from '../../../shared/ui';
import { useAddChangeOrder, useChangeOrders, useContractLookups } from '../contracts.api';
import { BillingSelect, RenewalSelect } from './contract-fields';

const LABELS: Record<string, string> = {
  name: 'Name',
  locationId: 'Location',
  officeId: 'Office',
  statusId: 'Status',
  endDate: 'End date',
  termMonths: 'Term (months)',
  renewalKind: 'Renewal',
  renewalPercent: 'Renewal increase %',
  billingSchedule: 'Billing',
  revenueRecognition: 'Revenue',
  poNumber: 'PO number',
  notes: 'Notes',
};

/** A value as the office reads it: dates as dates, ids by the lookup's name. */
function shown(field: string, v: unknown, names: Map<string, string>): string {
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'endDate') return formatDate(String(v));
  if (field === 'billingSchedule')
    return BILLING_SCHEDULE_LABELS[v as keyof typeof BILLING_SCHEDULE_LABELS] ?? String(v);
  if (field === 'renewalPercent') return `${Number(v)}%`;
  return names.get(`${field}:${v}`) ?? String(v);
}

/** The contract's change orders, oldest first, each with what it changed. */
export function ChangeOrderHistory({ contractId }: { contractId: number }) {
  const query = useChangeOrders(contractId);
  const lookups = useContractLookups();
  const names = new Map<string, string>([
    ...(lookups.data?.statuses ?? []).map((s) => [`statusId:${s.id}`, s.name] as [string, string]),
    ...(lookups.data?.offices ?? []).map((o) => [`officeId:${o.id}`, o.name] as [string, string]),
  ]);
  return (
    <QueryStatus query={query}>
      {(rows: ContractChangeOrder[]) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No change orders yet.
          </Text>
        ) : (
          <Timeline bulletSize={18} lineWidth={2} aria-label="Change orders">
            {rows.map((co) => (
              <Timeline.Item
                key={co.id}
                title={`Change order ${co.sequence} · effective ${formatDate(co.effectiveDate)}`}
              >
                <Text size="sm">{co.description}</Text>
                {co.changes.length > 0 && (
                  <List size="sm" mt={4}>
                    {co.changes.map((ch) => (
                      <List.Item key={ch.field}>
                        {LABELS[ch.field] ?? ch.field}: {shown(ch.field, ch.from, names)} →{' '}
                        {shown(ch.field, ch.to, names)}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  {co.createdBy ?? 'Unknown user'}, {formatDateTime(co.createdDate)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )
      }
    </QueryStatus>
  );
}

const initial = (c: Contract) => ({
  description: '',
  effectiveDate: null as string | null,
  endDate: c.endDate as string | null,
  billingSchedule: c.billingSchedule as string | null,
  renewalKind: c.renewalKind as string | null,
  renewalPercent: String(Number(c.renewalPercent)),
  officeId: String(c.office.id) as string | null,
  poNumber: c.poNumber,
});

/** "Add change order": the amendment's text and date, and the terms it changes (prefilled with today's). */
export function ChangeOrderModal({
  contract,
  opened,
  onClose,
}: {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: initial(contract),
    validate: {
      description: (v) => (v.trim() ? null : 'Required'),
      effectiveDate: (v) => (v ? null : 'Required'),
    },
  });
  const add = useAddChangeOrder(contract.id);
  const lookups = useContractLookups();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.setValues(initial(contract));
    form.clearErrors();
    setError(null);
    onClose();
  };
  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      await add.mutateAsync({
        description: v.description,
        effectiveDate: v.effectiveDate ?? '',
        endDate: v.endDate ?? undefined,
        billingSchedule: (v.billingSchedule ?? undefined) as never,
        renewalKind: (v.renewalKind ?? undefined) as never,
        renewalPercent: v.renewalPercent,
        officeId: toId(v.officeId) ?? undefined,
        poNumber: v.poNumber,
        version: contract.version,
      });
      notifications.show({ color: 'green', message: 'Change order added.' });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <Modal opened={opened} onClose={close} title="Add change order" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <Textarea
            label="What changes"
            withAsterisk
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={2}>
            <DateInputField label="Effective date" withAsterisk {...formDate(form, 'effectiveDate')} />
            <DateInputField label="End date" {...formDate(form, 'endDate')} />
            <BillingSelect {...form.getInputProps('billingSchedule')} />
            <Select
              label="Office"
              allowDeselect={false}
              data={toOptions(lookups.data?.offices)}
              {...form.getInputProps('officeId')}
            />
            <RenewalSelect {...form.getInputProps('renewalKind')} />
            <TextInput label="Renewal increase %" {...form.getInputProps('renewalPercent')} />
            <TextInput label="PO number" {...form.getInputProps('poNumber')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add change order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ChangeOrdersCard({ contract, canEdit }: { contract: Contract; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>Change orders</Title>
        {canEdit && (
          <Button variant="light" onClick={() => setOpen(true)}>
            Add change order
          </Button>
        )}
      </Group>
      <ChangeOrderHistory contractId={contract.id} />
      {canEdit && <ChangeOrderModal contract={contract} opened={open} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
