import { type ItemSummary, isValidQuantity } from '@fieldline/contracts/items/items.contract';
import {
  applyPricingEdit,
  type OptionItem,
  type PackageOption,
  type Pricing,
  type PricingField,
  ServicePackageTexts,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { ActionIcon, Button, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { alertModal, confirmModal } from '../../../shared/modals';
import { useAddOptionItem, useRemoveOptionItem, useUpdateOptionItem } from '../service-packages.api';

const PRICING: { field: PricingField; label: string }[] = [
  { field: 'overridePrice', label: 'Price' },
  { field: 'markupPercent', label: 'Markup %' },
  { field: 'marginPercent', label: 'Margin %' },
];

type Draft = Pricing & { quantity: string; discount: string | null };
const text = (v: string | number) => (v === '' ? null : String(v));
const trim = (v: string | null) => (v === null ? null : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

/** The item's scale as NumberInput props: the step and the decimal limit (spec 3 §5). */
function scaleProps(scale: { step: string; decimals: number }) {
  return { step: Number(scale.step), decimalScale: scale.decimals, min: 0 };
}

/** Quantity, price, markup, margin and discount inputs; editing one pricing value clears the other two. */
function DraftInputs({
  draft,
  onChange,
  scale,
  disabled,
  onBlur,
  quantityError,
}: {
  draft: Draft;
  onChange: (d: Draft) => void;
  scale: { step: string; decimals: number };
  disabled: boolean;
  onBlur?: () => void;
  quantityError?: string;
}) {
  return (
    <>
      <Table.Td>
        <NumberInput
          aria-label="Quantity"
          size="xs"
          w={76}
          {...scaleProps(scale)}
          value={draft.quantity}
          error={quantityError}
          disabled={disabled}
          onChange={(v) => onChange({ ...draft, quantity: String(v) })}
          onBlur={onBlur}
        />
      </Table.Td>
      {PRICING.map(({ field, label }) => (
        <Table.Td key={field}>
          <NumberInput
            aria-label={label}
            size="xs"
            w={76}
            min={0}
            hideControls
            value={draft[field] ?? ''}
            disabled={disabled}
            onChange={(v) => onChange({ ...draft, ...applyPricingEdit(draft, field, text(v)) })}
            onBlur={onBlur}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <NumberInput
          aria-label="Discount"
          size="xs"
          w={72}
          min={0}
          hideControls
          value={draft.discount ?? ''}
          disabled={disabled}
          onChange={(v) => onChange({ ...draft, discount: text(v) })}
          onBlur={onBlur}
        />
      </Table.Td>
    </>
  );
}

function quantityProblem(q: string, scale: { step: string; decimals: number }): string | undefined {
  if (q.trim() === '') return 'Required';
  if (Number.isNaN(Number(q)) || q.trim().startsWith('-')) return 'Must be at least 0';
  return isValidQuantity(q, scale) ? undefined : `Use steps of ${scale.step}`;
}

function ItemRow({ row, locked }: { row: OptionItem; locked: boolean }) {
  const saved: Draft = {
    quantity: trim(row.quantity) ?? '0',
    overridePrice: trim(row.overridePrice),
    markupPercent: trim(row.markupPercent),
    marginPercent: trim(row.marginPercent),
    discount: trim(row.discount),
  };
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateOptionItem();
  const remove = useRemoveOptionItem();
  const scale = row.item.quantityScale;

  const commit = () => {
    if (JSON.stringify(draft) === JSON.stringify(saved)) return;
    const problem = quantityProblem(draft.quantity, scale);
    setError(problem);
    if (problem) return;
    update.mutate({ id: row.id, body: { ...draft, version: row.version } });
  };
  const del = async () => {
    if (!(await confirmModal(ServicePackageTexts.removeItem))) return;
    await remove.mutateAsync(row.id);
    await alertModal(ServicePackageTexts.itemRemoved);
  };

  return (
    <Table.Tr>
      <Table.Td>
        <ItemLink itemId={row.item.id} name={row.item.name} />
        <Text size="xs" c="dimmed">
          {row.item.itemCode}
        </Text>
      </Table.Td>
      <DraftInputs
        draft={draft}
        onChange={setDraft}
        scale={scale}
        disabled={locked}
        onBlur={commit}
        quantityError={error}
      />
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${row.item.name}`}
          disabled={locked}
          onClick={del}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

const EMPTY: Draft = {
  quantity: '1',
  overridePrice: null,
  markupPercent: null,
  marginPercent: null,
  discount: null,
};

function AddRow({ optionId, locked }: { optionId: number; locked: boolean }) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<{ item?: string; quantity?: string }>({});
  const add = useAddOptionItem();
  const scale = item
    ? { step: item.quantityStep, decimals: item.quantityDecimals }
    : { step: '1', decimals: 0 };

  const submit = async () => {
    const problems = {
      item: item ? undefined : 'Select an item',
      quantity: quantityProblem(draft.quantity, scale),
    };
    setErrors(problems);
    if (!item || problems.quantity) return;
    await add.mutateAsync({ optionId, body: { itemId: item.id, ...draft } });
    setItem(null);
    setDraft(EMPTY);
  };

  return (
    <Table.Tr>
      <Table.Td miw={170}>
        <ItemTypeahead
          label=""
          placeholder="Add an item"
          value={item}
          onChange={setItem}
          error={errors.item}
          disabled={locked}
        />
      </Table.Td>
      <DraftInputs
        draft={draft}
        onChange={setDraft}
        scale={scale}
        disabled={locked}
        quantityError={errors.quantity}
      />
      <Table.Td>
        <Button size="xs" onClick={submit} disabled={locked} loading={add.isPending}>
          Add
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The option's items with inline edits (saved when a field is left) and a row to add one. */
export function OptionItemsTable({ option, locked }: { option: PackageOption; locked: boolean }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} aria-label={`${option.name} items`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            {PRICING.map((p) => (
              <Table.Th key={p.field}>{p.label}</Table.Th>
            ))}
            <Table.Th>Discount</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {option.items.map((row) => (
            <ItemRow key={`${row.id}-${row.version}`} row={row} locked={locked} />
          ))}
          <AddRow optionId={option.id} locked={locked} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
