import { Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressPanel } from '../../../shared/address';
import { type AccountNumberCheck, CustomerSelect } from '../../../shared/contacts-manager';
import { useCurrencies, useCustomerStatuses, useCustomerTypes } from '../customers.api';
import type { CustomerFormValues } from './customer-form';

export interface CustomerFieldsProps {
  form: UseFormReturnType<CustomerFormValues>;
  duplicate: AccountNumberCheck;
  /** Edit mode adds the billing customer and the active switch. */
  editing?: boolean;
  customerId?: number;
}

export function CustomerFields({ form, duplicate, editing, customerId }: CustomerFieldsProps) {
  const statuses = useCustomerStatuses();
  const types = useCustomerTypes();
  const currencies = useCurrencies();
  const options = (rows: { id: number; name: string; isActive: boolean }[] | undefined) =>
    (rows ?? []).filter((r) => r.isActive).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Account number"
          withAsterisk
          {...form.getInputProps('accountNumber')}
          error={form.errors.accountNumber ?? duplicate.error}
        />
        <Select label="Status" clearable data={options(statuses.data)} {...form.getInputProps('statusId')} />
        <Select label="Type" clearable data={options(types.data)} {...form.getInputProps('typeId')} />
        <Select
          label="Currency"
          clearable
          placeholder="Company currency"
          data={(currencies.data ?? [])
            .filter((c) => c.isActive)
            .map((c) => ({ value: String(c.id), label: `${c.abbreviation} — ${c.name}` }))}
          {...form.getInputProps('currencyId')}
        />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        {editing && (
          <CustomerSelect
            label="Billing customer"
            description="Leave empty when the customer pays its own invoices."
            value={form.values.billingCustomer}
            onChange={(c) => form.setFieldValue('billingCustomer', c?.id === customerId ? null : c)}
            error={form.errors.billingCustomerId as string | undefined}
          />
        )}
      </SimpleGrid>
      <Paper withBorder p="sm" radius="md">
        <AddressPanel
          label="Billing address"
          value={form.values.billingAddress}
          onChange={(a) => form.setFieldValue('billingAddress', a)}
        />
      </Paper>
      {editing && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </Stack>
  );
}
