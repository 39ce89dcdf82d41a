import type { Asset } from '@fieldline/contracts/assets/assets.contract';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type CustomerOption, CustomerSelect, useCustomerLocations } from '../../../shared/contacts-manager';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { WarehouseBinPicker, type WarehouseBinValue } from '../../../shared/warehouses/WarehouseBinPicker';
import { useHandToCustomer, usePutInStock } from '../assets.api';

interface LeaveProps {
  asset: Asset;
  opened: boolean;
  onClose: () => void;
}

function Footer({ onCancel, busy, label }: { onCancel: () => void; busy: boolean; label: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

const bookValueNote = (a: Asset, where: string) =>
  `The asset leaves the books at its book value (${formatMoney(a.bookValue)} today, after any depreciation due up to the day is posted) ${where}. It becomes inactive.`;

/** Puts the asset back into stock (POST assets/transferItems): one unit of its item into a warehouse. */
export function ToStockModal({ asset, opened, onClose }: LeaveProps) {
  const form = useForm({
    initialValues: {
      place: { warehouseId: null, binId: null } as WarehouseBinValue,
      date: null as string | null,
      note: '',
      itemId: '',
    },
  });
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const put = usePutInStock();
  const close = () => {
    form.reset();
    setItem(null);
    setError(null);
    onClose();
  };
  async function save(v: typeof form.values) {
    setError(null);
    try {
      const r = await put.mutateAsync({
        assetIds: [asset.id],
        warehouseId: v.place.warehouseId ?? 0,
        ...(v.place.binId ? { binId: v.place.binId } : {}),
        ...(item ? { itemId: item.id } : {}),
        ...(v.date ? { date: v.date } : {}),
        ...(v.note ? { note: v.note } : {}),
      });
      notifications.show({
        color: 'teal',
        message: `${asset.assetNumber} is back in stock at ${formatMoney(r.bookValue)}.`,
      });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Put ${asset.assetNumber} back into stock`}
      closeOnClickOutside={false}
    >
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <Text fz="sm">{bookValueNote(asset, 'into inventory')}</Text>
          <Text fz="sm" c="dimmed">
            {asset.itemId
              ? 'It goes into stock as its own item unless you choose another.'
              : 'Choose the stocked item it goes into stock as (its group’s item when left empty).'}
          </Text>
          <ItemTypeahead
            label="Item"
            value={item}
            onChange={setItem}
            error={form.errors.itemId as string | undefined}
          />
          <WarehouseBinPicker
            value={form.values.place}
            onChange={(place) => form.setFieldValue('place', place)}
            itemId={item?.id ?? asset.itemId}
            required
            error={{ warehouse: form.errors.warehouseId as string | undefined }}
          />
          <DateInputField label="Date" description="Today when left empty" {...formDate(form, 'date')} />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <Footer onCancel={close} busy={put.isPending} label="Put into stock" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Hands the asset to a customer as their equipment (POST assets/transferEquipment). */
export function ToCustomerModal({ asset, opened, onClose }: LeaveProps) {
  const form = useForm({
    initialValues: {
      locationId: null as string | null,
      date: null as string | null,
      note: '',
      customerId: '',
    },
  });
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locations = useCustomerLocations(customer?.id ?? null);
  const hand = useHandToCustomer();
  const close = () => {
    form.reset();
    setCustomer(null);
    setError(null);
    onClose();
  };
  async function save(v: typeof form.values) {
    setError(null);
    if (!customer) {
      form.setFieldError('customerId', 'Choose the customer.');
      return;
    }
    try {
      const r = await hand.mutateAsync({
        assetIds: [asset.id],
        customerId: customer.id,
        locationId: Number(v.locationId ?? 0),
        ...(v.date ? { date: v.date } : {}),
        ...(v.note ? { note: v.note } : {}),
      });
      notifications.show({
        color: 'teal',
        message: `${asset.assetNumber} is now ${customer.name}'s equipment; ${formatMoney(r.bookValue)} to cost of sales.`,
      });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Hand ${asset.assetNumber} to a customer`}
      closeOnClickOutside={false}
    >
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <Text fz="sm">{bookValueNote(asset, 'to cost of sales; invoice the sale as any sale')}</Text>
          <CustomerSelect
            required
            value={customer}
            onChange={(c) => {
              setCustomer(c);
              form.setFieldValue('locationId', null);
              form.setFieldError('customerId', null);
            }}
            error={form.errors.customerId as string | undefined}
          />
          <Select
            label="Location"
            withAsterisk
            disabled={!customer}
            data={toOptions(locations.data ?? [])}
            {...form.getInputProps('locationId')}
          />
          <DateInputField label="Date" description="Today when left empty" {...formDate(form, 'date')} />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <Footer onCancel={close} busy={hand.isPending} label="Hand to customer" />
        </Stack>
      </form>
    </Modal>
  );
}
