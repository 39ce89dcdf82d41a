import { formatMoney } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import { openPageHere, PageCode } from '../../../app/page-codes';
import { DateInputField, formDate } from '../../../shared/dates';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { WarehouseBinPicker, type WarehouseBinValue } from '../../../shared/warehouses/WarehouseBinPicker';
import { useAssetLookups, useAssetsFromStock } from '../assets.api';

const unit = () => ({ assetNumber: '', serialNumber: '' });
const initial = () => ({
  place: { warehouseId: null, binId: null } as WarehouseBinValue,
  typeId: null as string | null,
  statusId: null as string | null,
  groupId: null as string | null,
  date: null as string | null,
  isRentable: true,
  assets: [unit()],
});

/** 'assets[1].assetNumber' from the server is the form's 'assets.1.assetNumber'. */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Makes company assets out of units of a stocked item (POST assets/transferItemsToAssets): one row per
 * unit with its asset number and serial; the stock leaves the warehouse at its average cost.
 */
export function FromStockModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({ initialValues: initial() });
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [itemError, setItemError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const lookups = useAssetLookups();
  const make = useAssetsFromStock();
  const navigate = useNavigate();
  const close = () => {
    form.setValues(initial());
    form.clearErrors();
    setItem(null);
    setItemError(undefined);
    setError(null);
    onClose();
  };
  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    setItemError(undefined);
    if (!item) {
      setItemError('Choose the stocked item the assets are made from.');
      return;
    }
    try {
      const made = await make.mutateAsync({
        warehouseId: v.place.warehouseId ?? 0,
        ...(v.place.binId ? { binId: v.place.binId } : {}),
        typeId: Number(v.typeId ?? 0),
        statusId: Number(v.statusId ?? 0),
        groupId: v.groupId ? Number(v.groupId) : null,
        ...(v.date ? { date: v.date } : {}),
        isRentable: v.isRentable,
        assets: v.assets.map((a) => ({
          itemId: item.id,
          assetNumber: a.assetNumber,
          serialNumber: a.serialNumber || null,
        })),
      });
      notifications.show({
        color: 'teal',
        message: `${made.assetIds.length} asset${made.assetIds.length === 1 ? '' : 's'} made from stock at ${formatMoney(made.cost)}.`,
      });
      close();
      void openPageHere(navigate, PageCode.Asset, made.assetIds[0]);
    } catch (e) {
      if (e instanceof ApiError) {
        const itemField = (e.errors ?? []).find((x) => x.field.endsWith('.itemId'));
        if (itemField) setItemError(itemField.message);
        const rest = (e.errors ?? []).filter((x) => !x.field.endsWith('.itemId'));
        form.setErrors(Object.fromEntries(rest.map((x) => [formPath(x.field), x.message])));
        const place = rest.find((x) => x.field === 'warehouseId' || x.field === 'binId');
        setError(place ? `${e.message} ${place.message}` : e.message);
      } else setError(applyServerErrors(form, e));
    }
  }
  const l = lookups.data;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Make assets from stock"
      size="lg"
      closeOnClickOutside={false}
    >
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <ItemTypeahead label="Stocked item" value={item} onChange={setItem} error={itemError} />
          <WarehouseBinPicker
            value={form.values.place}
            onChange={(place) => form.setFieldValue('place', place)}
            itemId={item?.id}
            required
          />
          <SimpleGrid cols={2}>
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
              label="Group"
              clearable
              data={toOptions(l?.groups ?? [])}
              {...form.getInputProps('groupId')}
            />
            <DateInputField
              label="In service"
              description="Today when left empty"
              {...formDate(form, 'date')}
            />
          </SimpleGrid>
          <Checkbox label="Can be rented out" {...form.getInputProps('isRentable', { type: 'checkbox' })} />
          <Table aria-label="New assets" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asset number</Table.Th>
                <Table.Th>Serial number</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.assets.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
                <Table.Tr key={i}>
                  <Table.Td>
                    <TextInput
                      aria-label={`Asset number ${i + 1}`}
                      {...form.getInputProps(`assets.${i}.assetNumber`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Serial number ${i + 1}`}
                      {...form.getInputProps(`assets.${i}.serialNumber`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove unit ${i + 1}`}
                      disabled={form.values.assets.length === 1}
                      onClick={() => form.removeListItem('assets', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              disabled={form.values.assets.length >= 100}
              onClick={() => form.insertListItem('assets', unit())}
            >
              Add a unit
            </Button>
            <Text fz="sm" c="dimmed">
              One unit of stock per asset, at the item's average cost.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={make.isPending}>
              Make assets
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
