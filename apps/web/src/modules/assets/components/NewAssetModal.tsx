import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openPageHere, PageCode } from '../../../app/page-codes';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { useAssetLookups, useCreateAsset } from '../assets.api';

const initial = () => ({
  assetNumber: '',
  name: '',
  typeId: null as string | null,
  statusId: null as string | null,
  groupId: null as string | null,
  officeId: null as string | null,
  serialNumber: '',
  modelNumber: '',
  purchaseDate: null as string | null,
  inServiceDate: null as string | null,
  cost: '',
  isRentable: false,
  description: '',
});

const num = (v: string | null) => (v ? Number(v) : null);

/** Creates a company asset and opens it. */
export function NewAssetModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({ initialValues: initial() });
  const navigate = useNavigate();
  const lookups = useAssetLookups();
  const create = useCreateAsset();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.setValues(initial());
    form.clearErrors();
    setError(null);
    onClose();
  };
  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      const created = await create.mutateAsync({
        ...v,
        typeId: num(v.typeId),
        statusId: num(v.statusId),
        groupId: num(v.groupId),
        officeId: num(v.officeId),
        serialNumber: v.serialNumber || null,
        modelNumber: v.modelNumber || null,
        cost: v.cost === '' ? '0' : v.cost,
      });
      close();
      void openPageHere(navigate, PageCode.Asset, created.id);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  const l = lookups.data;
  return (
    <Modal opened={opened} onClose={close} title="New asset" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <TextInput
              label="Asset number"
              withAsterisk
              data-autofocus
              {...form.getInputProps('assetNumber')}
            />
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            <Select
              label="Type"
              withAsterisk
              data={toOptions(l?.types ?? [])}
              {...form.getInputProps('typeId')}
            />
            <Select
              label="Status"
              withAsterisk
              data={toOptions(l?.statuses ?? [])}
              {...form.getInputProps('statusId')}
            />
            <Select
              label="Office"
              withAsterisk
              data={toOptions(l?.offices ?? [])}
              {...form.getInputProps('officeId')}
            />
            <Select
              label="Group"
              clearable
              data={toOptions(l?.groups ?? [])}
              {...form.getInputProps('groupId')}
            />
            <TextInput label="Serial number" {...form.getInputProps('serialNumber')} />
            <TextInput label="Model number" {...form.getInputProps('modelNumber')} />
            <DateInputField label="Purchase date" {...formDate(form, 'purchaseDate')} />
            <DateInputField label="In service" {...formDate(form, 'inServiceDate')} />
            <TextInput label="Cost" inputMode="decimal" {...form.getInputProps('cost')} />
            <Checkbox
              mt="xl"
              label="Can be rented out"
              {...form.getInputProps('isRentable', { type: 'checkbox' })}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create asset
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
