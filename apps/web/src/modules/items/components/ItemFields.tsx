import { Permission } from '@fieldline/contracts/common/permissions';
import { SYSTEM_TYPES } from '@fieldline/contracts/items/items.contract';
import { Autocomplete, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useAccess } from '../../../app/auth/AuthProvider';
import {
  useItemCategories,
  useItemLines,
  useItemMarkups,
  useItemTypes,
  useManufacturers,
} from '../items.api';
import type { ItemFormValues } from './item-form';

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** Every editable field of an item: identity, classification, quantity scale and money. */
export function ItemFields({
  form,
  disabled,
}: {
  form: UseFormReturnType<ItemFormValues>;
  disabled?: boolean;
}) {
  // Costs are neither shown nor sent without Costs and margins (item-form.ts itemBody).
  const showCosts = useAccess(Permission.Costs) >= 1;
  const categories = useItemCategories();
  const types = useItemTypes();
  const makers = useManufacturers();
  const lines = useItemLines();
  const markups = useItemMarkups();
  const markupOptions = (markups.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} (${m.markupType.name}, from ${m.fromCost.replace(/\.?0+$/, '')})`,
  }));
  const p = (name: keyof ItemFormValues) => ({ ...form.getInputProps(name), disabled });
  const check = (name: keyof ItemFormValues) => ({
    ...form.getInputProps(name, { type: 'checkbox' }),
    disabled,
  });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Item code" withAsterisk {...p('itemCode')} />
        <TextInput label="Name" withAsterisk {...p('name')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={5} {...p('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Type" data={options(types.data)} allowDeselect={false} {...p('typeId')} />
        <Select label="Category" data={options(categories.data)} clearable searchable {...p('categoryId')} />
        <Select
          label="Manufacturer"
          data={options(makers.data)}
          clearable
          searchable
          {...p('manufacturerId')}
        />
        <Select label="Item line" data={options(lines.data)} clearable searchable {...p('itemLineId')} />
        <Select label="Markup" data={markupOptions} clearable {...p('markupId')} />
        <Autocomplete label="System type" data={SYSTEM_TYPES} {...p('systemType')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Unit of measure" {...p('unitOfMeasure')} />
        <TextInput
          label="Quantity step"
          description="Quantities are multiples of this"
          inputMode="decimal"
          {...p('quantityStep')}
        />
        <Select
          label="Quantity decimals"
          description="Most places a quantity may have"
          data={['0', '1', '2', '3', '4']}
          allowDeselect={false}
          {...p('quantityDecimals')}
        />
        {showCosts && <TextInput label="Cost" inputMode="decimal" leftSection="$" {...p('cost')} />}
        {showCosts && (
          <TextInput label="Material cost" inputMode="decimal" leftSection="$" {...p('materialCost')} />
        )}
        <TextInput
          label="Price"
          description="0 prices the item from its cost and markup"
          inputMode="decimal"
          leftSection="$"
          {...p('price')}
        />
      </SimpleGrid>
      <TextInput label="Supplier part number" {...p('supplierPartNumber')} />
      <Group>
        <Checkbox label="Taxable" {...check('isTaxable')} />
        <Checkbox label="Creates equipment (serial numbers)" {...check('isEquipment')} />
        <Checkbox label="Active" {...check('isActive')} />
      </Group>
    </Stack>
  );
}
