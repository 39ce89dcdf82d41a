import type { Employee } from '@fieldline/contracts/employees/employees.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { useCreateEmployee, useLookup } from '../employees.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSaved: (e: Employee) => void;
}

const initial = {
  number: '',
  firstName: '',
  lastName: '',
  email: '',
  officeId: null as string | null,
  isTechnician: false,
};

/** The few fields an employee starts with; the rest is filled in on the employee page. */
export function NewEmployeeModal({ opened, onClose, onSaved }: Props) {
  const form = useForm({ initialValues: initial });
  const create = useCreateEmployee();
  const offices = useLookup('offices');
  const [error, setError] = useState<string | null>(null);

  async function save(v: typeof initial) {
    setError(null);
    try {
      const saved = await create.mutateAsync({
        number: v.number,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email || null,
        officeId: toId(v.officeId),
        isTechnician: v.isTechnician,
      });
      form.reset();
      onSaved(saved);
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New employee">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <TextInput label="Employee number" required data-autofocus {...form.getInputProps('number')} />
          <SimpleGrid cols={2}>
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="E-mail" {...form.getInputProps('email')} />
          <Select
            label="Office"
            clearable
            data={toOptions(offices.data)}
            {...form.getInputProps('officeId')}
          />
          <Switch label="Technician" {...form.getInputProps('isTechnician', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
