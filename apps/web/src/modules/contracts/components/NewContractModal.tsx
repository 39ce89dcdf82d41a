import { REVENUE_RECOGNITION } from '@fieldline/contracts/contracts/contracts.contract';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openPageHere, PageCode } from '../../../app/page-codes';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { useContractLookups, useCreateContract, useCustomerLocations } from '../contracts.api';
import { BillingSelect, RenewalSelect } from './contract-fields';

const initial = () => ({
  name: '',
  customerId: null as number | null,
  locationId: null as string | null,
  officeId: null as string | null,
  typeId: null as string | null,
  startDate: null as string | null,
  endDate: null as string | null,
  termMonths: 12 as number | string,
  billingSchedule: 'Monthly' as string | null,
  revenueRecognition: 'Immediate' as string | null,
  renewalKind: 'Manual' as string | null,
});

/** A new service agreement or rental contract (a draft), opened once made. */
export function NewContractModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({ initialValues: initial() });
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const lookups = useContractLookups();
  const locations = useCustomerLocations(customer?.id ?? null);
  const create = useCreateContract();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.setValues(initial());
    form.clearErrors();
    setCustomer(null);
    setError(null);
    onClose();
  };
  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      const c = await create.mutateAsync({
        ...v,
        customerId: customer?.id ?? null,
        locationId: toId(v.locationId),
        officeId: toId(v.officeId),
        typeId: toId(v.typeId),
        termMonths: Number(v.termMonths),
      });
      close();
      void openPageHere(navigate, PageCode.Contract, c.id);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  const l = lookups.data;
  return (
    <Modal opened={opened} onClose={close} title="New contract" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <CustomerSelect
            required
            value={customer}
            onChange={(c) => {
              setCustomer(c);
              form.setFieldValue('locationId', null);
            }}
            error={form.errors.customerId as string | undefined}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Location"
              data={toOptions(locations.data)}
              disabled={!customer}
              {...form.getInputProps('locationId')}
            />
            <Select
              label="Office"
              withAsterisk
              data={toOptions(l?.offices)}
              {...form.getInputProps('officeId')}
            />
            <Select label="Type" withAsterisk data={toOptions(l?.types)} {...form.getInputProps('typeId')} />
            <NumberInput
              label="Term (months)"
              min={1}
              max={600}
              allowDecimal={false}
              {...form.getInputProps('termMonths')}
            />
            <DateInputField label="Start date" withAsterisk {...formDate(form, 'startDate')} />
            <DateInputField label="End date" withAsterisk {...formDate(form, 'endDate')} />
            <BillingSelect {...form.getInputProps('billingSchedule')} />
            <Select
              label="Revenue"
              allowDeselect={false}
              data={REVENUE_RECOGNITION.map((r) => ({
                value: r,
                label: r === 'Deferred' ? 'Deferred, as visits are done' : 'When billed',
              }))}
              {...form.getInputProps('revenueRecognition')}
            />
            <RenewalSelect {...form.getInputProps('renewalKind')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create contract
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
