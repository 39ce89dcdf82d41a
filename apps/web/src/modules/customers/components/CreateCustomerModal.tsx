import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import {
  DUPLICATE_ACCOUNT_NUMBER,
  isAccountNumberTaken,
  useAccountNumberCheck,
} from '../../../shared/contacts-manager';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateCustomer } from '../customers.api';
import { CustomerFields } from './CustomerFields';
import {
  type CustomerFormValues,
  customerBody,
  EMPTY_CUSTOMER_FORM,
  validateCustomer,
} from './customer-form';

export function CreateCustomerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CustomerFormValues>({
    initialValues: EMPTY_CUSTOMER_FORM,
    validate: validateCustomer,
  });
  const duplicate = useAccountNumberCheck(opened ? form.values.accountNumber : '');
  useUnsavedChanges(opened && form.isDirty());

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (duplicate.checking ? await isAccountNumberTaken(values.accountNumber) : duplicate.taken) {
      form.setFieldError('accountNumber', DUPLICATE_ACCOUNT_NUMBER);
      return;
    }
    setError(null);
    try {
      const customer = await create.mutateAsync({ ...customerBody(values), createLocation: true });
      notifications.show({ color: 'teal', title: 'Customer created', message: customer.name });
      close();
      navigate(pageUrl(PageCode.Customer, customer.id));
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New customer" size="xl" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <CustomerFields form={form} duplicate={duplicate} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
