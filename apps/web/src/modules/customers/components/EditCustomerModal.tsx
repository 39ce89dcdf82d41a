import { ApiError } from '@fieldline/client';
import type { Customer } from '@fieldline/contracts/customers/customers.contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import {
  DUPLICATE_ACCOUNT_NUMBER,
  isAccountNumberTaken,
  useAccountNumberCheck,
} from '../../../shared/contacts-manager';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useUpdateCustomer } from '../customers.api';
import { CustomerFields } from './CustomerFields';
import { type CustomerFormValues, customerBody, customerFormValues, validateCustomer } from './customer-form';

export interface EditCustomerModalProps {
  customer: Customer;
  opened: boolean;
  onClose: () => void;
  onReload: () => void;
}

export function EditCustomerModal({ customer, opened, onClose, onReload }: EditCustomerModalProps) {
  const update = useUpdateCustomer(customer.id);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const form = useForm<CustomerFormValues>({
    initialValues: customerFormValues(customer),
    validate: validateCustomer,
  });
  const duplicate = useAccountNumberCheck(opened ? form.values.accountNumber : '', customer.id);
  useUnsavedChanges(opened && form.isDirty());

  const close = () => {
    form.reset();
    setError(null);
    setStale(false);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (
      duplicate.checking ? await isAccountNumberTaken(values.accountNumber, customer.id) : duplicate.taken
    ) {
      form.setFieldError('accountNumber', DUPLICATE_ACCOUNT_NUMBER);
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync({
        ...customerBody(values),
        isActive: values.isActive,
        version: customer.version,
      });
      notifications.show({ color: 'teal', title: 'Customer saved', message: saved.name });
      onClose();
    } catch (e) {
      // A stale version: someone else saved first; the user reloads and redoes the edit.
      setStale(e instanceof ApiError && e.status === 409);
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Edit customer" size="xl" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <CustomerFields form={form} duplicate={duplicate} editing customerId={customer.id} />
          <Group justify="flex-end" mt="sm">
            {stale && (
              <Button
                variant="light"
                color="orange"
                mr="auto"
                onClick={() => {
                  close();
                  onReload();
                }}
              >
                Reload the customer
              </Button>
            )}
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
