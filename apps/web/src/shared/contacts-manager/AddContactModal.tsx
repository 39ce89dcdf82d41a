import { CONTACT_ADDED, type CreateContactBody } from '@fieldline/contracts/contacts/contacts.contract';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showErrorNotification, silentApi } from '../../app/api';
import { applyServerErrors } from '../forms';
import {
  DUPLICATE_ACCOUNT_NUMBER,
  isAccountNumberTaken,
  useAccountNumberCheck,
} from './account-number-check';
import { type CustomerOption, CustomerSelect } from './CustomerSelect';
import { useCreateContact } from './contacts-manager.api';

export const CUSTOMER_NAME_REQUIRED = 'A customer name is required.';
export const CUSTOMER_ID_REQUIRED = 'A customer id is required.';

type Mode = 'new' | 'existing';
interface Values {
  firstName: string;
  lastName: string;
  title: string;
  workPhone: string;
  cellPhone: string;
  email: string;
  customerName: string;
  accountNumber: string;
}
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  title: '',
  workPhone: '',
  cellPhone: '',
  email: '',
  customerName: '',
  accountNumber: '',
};
const blank = (v: string) => (v.trim() === '' ? null : v.trim());

export interface AddContactModalProps {
  opened: boolean;
  onClose: () => void;
  customerId: number | null;
  locationId: number | null;
  canAddCustomer: boolean;
}

export function AddContactModal({
  opened,
  onClose,
  customerId,
  locationId,
  canAddCustomer,
}: AddContactModalProps) {
  const create = useCreateContact();
  const [mode, setMode] = useState<Mode>('existing');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      firstName: (v) => (v.trim() === '' ? 'Required' : null),
      email: (v) =>
        v.trim() !== '' && !/^\S+@\S+\.\S+$/.test(v.trim()) ? 'Enter a valid e-mail address.' : null,
      customerName: (v) =>
        canAddCustomer && mode === 'new' && v.trim() === '' ? CUSTOMER_NAME_REQUIRED : null,
      accountNumber: (v) => (canAddCustomer && mode === 'new' && v.trim() === '' ? 'Required' : null),
    },
  });
  const duplicate = useAccountNumberCheck(canAddCustomer && mode === 'new' ? form.values.accountNumber : '');
  const own = useQuery({
    queryKey: ['customers', 'detail', customerId, 'option'],
    queryFn: ({ signal }) =>
      silentApi.get<CustomerOption>(`/customers/${customerId}`, {
        query: { fields: 'id,name,accountNumber' },
        signal,
      }),
    enabled: opened && Boolean(customerId),
  });
  // The manager's own customer is the natural default for "Existing customer".
  useEffect(() => {
    if (opened && own.data) setCustomer((c) => c ?? own.data);
  }, [opened, own.data]);

  const close = () => {
    form.reset();
    setMode('existing');
    setCustomer(null);
    setCustomerError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const chosenCustomer = canAddCustomer ? customer?.id : (customer?.id ?? customerId);
    if (canAddCustomer && mode === 'existing' && !chosenCustomer) {
      setCustomerError(CUSTOMER_ID_REQUIRED);
      return;
    }
    if (canAddCustomer && mode === 'new') {
      const taken = duplicate.checking ? await isAccountNumberTaken(values.accountNumber) : duplicate.taken;
      if (taken) {
        form.setFieldError('accountNumber', DUPLICATE_ACCOUNT_NUMBER);
        return;
      }
    }
    const body: CreateContactBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      title: blank(values.title),
      workPhone: blank(values.workPhone),
      cellPhone: blank(values.cellPhone),
      email: blank(values.email),
      locationId: locationId ?? null,
      ...(canAddCustomer && mode === 'new'
        ? { newCustomer: { name: values.customerName.trim(), accountNumber: values.accountNumber.trim() } }
        : { customerId: chosenCustomer ?? null }),
    };
    try {
      await create.mutateAsync(body);
      notifications.show({ color: 'teal', message: CONTACT_ADDED });
      close();
    } catch (e) {
      showErrorNotification(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add New Contact" size="lg" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {canAddCustomer && (
            <SegmentedControl
              aria-label="Customer choice"
              value={mode}
              onChange={(v) => setMode(v as Mode)}
              data={[
                { value: 'existing', label: 'Existing customer' },
                { value: 'new', label: 'New customer' },
              ]}
            />
          )}
          {canAddCustomer && mode === 'new' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Customer name" withAsterisk {...form.getInputProps('customerName')} />
              <TextInput
                label="Account number"
                withAsterisk
                {...form.getInputProps('accountNumber')}
                error={form.errors.accountNumber ?? duplicate.error}
              />
            </SimpleGrid>
          )}
          {canAddCustomer && mode === 'existing' && (
            <CustomerSelect
              value={customer}
              onChange={(c) => {
                setCustomer(c);
                setCustomerError(null);
              }}
              error={customerError}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
            <TextInput label="Title" {...form.getInputProps('title')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <TextInput label="Work phone" {...form.getInputProps('workPhone')} />
            <TextInput label="Cell phone" {...form.getInputProps('cellPhone')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add contact
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
