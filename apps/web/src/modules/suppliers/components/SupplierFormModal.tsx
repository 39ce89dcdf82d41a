import type { Supplier } from '@fieldline/contracts/suppliers/suppliers.contract';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateSupplier, useUpdateSupplier } from '../suppliers.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this supplier; creating a new one without it. */
  supplier?: Supplier;
  onSaved?: (s: Supplier) => void;
}

const initial = (s?: Supplier) => ({
  name: s?.name ?? '',
  accountNumber: s?.accountNumber ?? '',
  contactName: s?.contactName ?? '',
  phone: s?.phone ?? '',
  email: s?.email ?? '',
  website: s?.website ?? '',
  paymentTermsDays: s?.paymentTermsDays ?? 30,
  street: s?.address?.street ?? '',
  city: s?.address?.city ?? '',
  state: s?.address?.state ?? '',
  postalCode: s?.address?.postalCode ?? '',
  notes: s?.notes ?? '',
  isActive: s?.isActive ?? true,
});

/** Create or edit a supplier (name, account, contact, terms and a simple address). */
export function SupplierFormModal({ opened, onClose, supplier, onSaved }: Props) {
  const form = useForm({ initialValues: initial(supplier) });
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?.id ?? 0);
  const [error, setError] = useState<string | null>(null);

  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    const hasAddress = Boolean(v.street || v.city || v.state || v.postalCode);
    const body = {
      name: v.name,
      accountNumber: v.accountNumber,
      contactName: v.contactName,
      phone: v.phone,
      email: v.email,
      website: v.website,
      paymentTermsDays: Number(v.paymentTermsDays),
      notes: v.notes,
      address: hasAddress
        ? {
            street: v.street,
            city: v.city,
            state: v.state || null,
            postalCode: v.postalCode,
            isConfirmed: true,
          }
        : undefined,
    };
    try {
      const saved = supplier
        ? await update.mutateAsync({ ...body, isActive: v.isActive, version: supplier.version })
        : await create.mutateAsync(body);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={supplier ? 'Edit supplier' : 'New supplier'} size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Account number" {...form.getInputProps('accountNumber')} />
            <TextInput label="Contact" {...form.getInputProps('contactName')} />
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="E-mail" {...form.getInputProps('email')} />
            <TextInput label="Website" {...form.getInputProps('website')} />
            <NumberInput
              label="Payment terms (days)"
              min={0}
              max={365}
              {...form.getInputProps('paymentTermsDays')}
            />
          </SimpleGrid>
          <TextInput label="Street" {...form.getInputProps('street')} />
          <SimpleGrid cols={3}>
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="State" maxLength={3} {...form.getInputProps('state')} />
            <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          {supplier && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
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
