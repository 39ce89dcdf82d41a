import { moneyString } from '@fieldline/contracts/common/money';
import { RATE_BASES, RATE_BASIS_LABELS } from '@fieldline/contracts/rentals/rentals.contract';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { silentApi } from '../../../app/api';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { termPath, useRentalItems, useRentalWrite } from '../rentals.api';

const initial = (start: string, end: string) => ({
  groupId: null as string | null,
  startDate: start as string | null,
  endDate: end as string | null,
  rateBasis: 'Day' as string | null,
  rate: '',
  quantity: 1 as number | string,
  description: '',
});

/**
 * "Add rental": which asset group, for which dates, how many units, at what rate. The group list says how
 * many units are free over the chosen dates.
 */
export function RentalTermModal(props: {
  contractId: number;
  contractStart: string;
  contractEnd: string;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: initial(props.contractStart, props.contractEnd),
    validate: {
      groupId: (v) => (v ? null : 'Required'),
      startDate: (v) => (v ? null : 'Required'),
      endDate: (v) => (v ? null : 'Required'),
      rate: (v) => (v.trim() ? null : 'Required'),
    },
  });
  const groups = useRentalItems({ from: form.values.startDate, to: form.values.endDate });
  const add = useRentalWrite(props.contractId, (v: ReturnType<typeof initial>) =>
    silentApi.post(
      termPath({ contractId: props.contractId, groupId: Number(v.groupId), startDate: v.startDate ?? '' }),
      {
        endDate: v.endDate,
        rateBasis: v.rateBasis,
        rate: v.rate.trim(),
        quantity: Number(v.quantity) || 1,
        ...(v.description.trim() ? { description: v.description.trim() } : {}),
      },
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.setValues(initial(props.contractStart, props.contractEnd));
    form.clearErrors();
    setError(null);
    props.onClose();
  };
  const onGroup = (id: string | null) => {
    form.setFieldValue('groupId', id);
    const price = groups.data?.find((g) => String(g.group.id) === id)?.item?.price;
    if (price && !form.values.rate) form.setFieldValue('rate', moneyString(price));
  };
  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      await add.mutateAsync(v);
      notifications.show({ color: 'green', message: 'Rental added.' });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <Modal opened={props.opened} onClose={close} title="Add rental" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <DateInputField label="From" withAsterisk {...formDate(form, 'startDate')} />
            <DateInputField label="To" withAsterisk {...formDate(form, 'endDate')} />
          </SimpleGrid>
          <Select
            label="Asset group"
            withAsterisk
            searchable
            data={(groups.data ?? []).map((g) => ({
              value: String(g.group.id),
              label: `${g.group.name} (${g.available} of ${g.units} free)`,
            }))}
            {...form.getInputProps('groupId')}
            onChange={onGroup}
          />
          <SimpleGrid cols={3}>
            <NumberInput
              label="Units"
              min={1}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('quantity')}
            />
            <Select
              label="Rate per"
              allowDeselect={false}
              data={RATE_BASES.map((b) => ({ value: b, label: RATE_BASIS_LABELS[b] }))}
              {...form.getInputProps('rateBasis')}
            />
            <TextInput label="Rate" withAsterisk inputMode="decimal" {...form.getInputProps('rate')} />
          </SimpleGrid>
          <TextInput label="Description on the invoice" {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add rental
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
