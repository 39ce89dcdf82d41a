import {
  DELIVERY_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  emailsOf,
  type StatementOptionsInput,
  statementOptionsSchema,
} from '@fieldline/contracts/statements/statements.contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useOffices } from '../../organization/organization.api';
import {
  searchContacts,
  searchLocations,
  useCreateStatementBatch,
  useStatementTemplates,
} from '../statements.api';
import { AsyncMultiSelect } from './AsyncMultiSelect';

const DELIVERY_OPTIONS = DELIVERY_METHODS.map((m) => ({ value: m, label: DELIVERY_LABELS[m] }));

interface Form {
  contacts: string[];
  locations: string[];
  openInvoices: boolean;
  closedInvoices: boolean;
  credits: boolean;
  months: number | string;
  includeInvoices: boolean;
  includeRetainage: boolean;
  deliveryMethod: DeliveryMethod;
  emailTemplate: string | null;
  remitOffice: string | null;
  overrideDayLock: boolean;
}

const INITIAL: Form = {
  contacts: [],
  locations: [],
  openInvoices: true,
  closedInvoices: false,
  credits: true,
  months: 1,
  includeInvoices: true,
  includeRetainage: false,
  deliveryMethod: 'print',
  emailTemplate: null,
  remitOffice: null,
  overrideDayLock: false,
};

const toInput = (f: Form): StatementOptionsInput => ({
  ...f,
  contacts: f.contacts.map(Number),
  locations: f.locations.map(Number),
  months: f.months === '' ? null : Number(f.months),
  emailTemplate: f.emailTemplate ? Number(f.emailTemplate) : null,
  remitOffice: f.remitOffice ? Number(f.remitOffice) : null,
});

/** The create-statements modal (spec 3 §2, §3, §5): every statement option, then the batch is made. */
export function CreateStatementsModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (batchId: number) => void;
}) {
  const [form, setForm] = useState<Form>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useStatementTemplates();
  const offices = useOffices();
  const create = useCreateStatementBatch();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A changed field's message goes; the next Create checks again.
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    setFailure(null);
    const parsed = statementOptionsSchema.safeParse(toInput(form));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const id = await create.mutateAsync(parsed.data);
      setForm(INITIAL);
      onCreated(id);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length)
        setErrors(Object.fromEntries(err.errors.map((e) => [e.field.replace(/\[.*$/, ''), e.message])));
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  const emails = emailsOf(form.deliveryMethod);
  const templateData = (templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <Modal opened={opened} onClose={onClose} title="Create statements" size="lg">
      <Stack gap="sm">
        <AsyncMultiSelect
          label="Contacts"
          placeholder="Every customer"
          description="Only the customers of these contacts; their e-mail addresses receive the statements."
          search={searchContacts}
          value={form.contacts}
          onChange={(v) => set('contacts', v)}
        />
        <AsyncMultiSelect
          label="Locations"
          placeholder="Every customer"
          description="Only the customers owning these locations."
          search={searchLocations}
          value={form.locations}
          onChange={(v) => set('locations', v)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Checkbox
            label="Open invoices"
            checked={form.openInvoices}
            onChange={(e) => set('openInvoices', e.currentTarget.checked)}
          />
          <Checkbox
            label="Closed invoices"
            checked={form.closedInvoices}
            onChange={(e) => set('closedInvoices', e.currentTarget.checked)}
          />
          <Checkbox
            label="Credits"
            checked={form.credits}
            onChange={(e) => set('credits', e.currentTarget.checked)}
          />
          <Checkbox
            label="Include invoices"
            checked={form.includeInvoices}
            onChange={(e) => set('includeInvoices', e.currentTarget.checked)}
          />
          <Checkbox
            label="Include retainage"
            checked={form.includeRetainage}
            onChange={(e) => set('includeRetainage', e.currentTarget.checked)}
          />
          <Checkbox
            label="Override day lock"
            description="Also customers who already had a statement today"
            checked={form.overrideDayLock}
            onChange={(e) => set('overrideDayLock', e.currentTarget.checked)}
          />
        </SimpleGrid>
        <Group grow align="flex-start">
          <NumberInput
            label="Months"
            description="The statement period, back from today"
            value={form.months}
            onChange={(v) => set('months', v)}
            allowDecimal={false}
            error={errors.months}
          />
          <Select
            label="Delivery method"
            data={DELIVERY_OPTIONS}
            value={form.deliveryMethod}
            onChange={(v) => v && set('deliveryMethod', v as DeliveryMethod)}
            allowDeselect={false}
            error={errors.deliveryMethod}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="E-mail template"
            placeholder={templateData.length ? 'The standard statement e-mail' : 'No statement templates yet'}
            description={templateData.length ? undefined : 'The standard statement e-mail is sent.'}
            data={templateData}
            value={form.emailTemplate}
            onChange={(v) => set('emailTemplate', v)}
            disabled={!emails || templateData.length === 0}
            clearable
            error={errors.emailTemplate}
          />
          <Select
            label="Remit office"
            placeholder="The company's first office"
            data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={form.remitOffice}
            onChange={(v) => set('remitOffice', v)}
            clearable
            error={errors.remitOffice}
          />
        </Group>
        {failure && !Object.keys(errors).length && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          One statement per customer with open invoices, invoices closed in the period or credits, as chosen.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create statements
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
