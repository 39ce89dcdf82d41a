import type { LineItem, LineItemCollection } from '@fieldline/contracts/line-items/line-items.contract';
import { Select, Text } from '@mantine/core';

export interface WarehouseSelectProps {
  line: LineItem;
  sourcing: LineItemCollection['sourcing'];
  editable: boolean;
  onChange: (warehouseId: number | null) => void;
}

const NONE = 'none';

/** A warehouse's label: vans are marked so they stand apart from the office's buildings. */
const labelOf = (w: { name: string; isVan: boolean }) => (w.isVan ? `${w.name} (van)` : w.name);

/**
 * The warehouse a stocked line allocates from (issue 6): the owner's office sourcing warehouses
 * that can be sourced from; a warehouse the line already uses outside them shows, disabled. "No
 * warehouse" leaves the line unallocated. Non-stocked lines show nothing; a locked collection shows
 * the name.
 */
export function WarehouseSelect({ line, sourcing, editable, onChange }: WarehouseSelectProps) {
  if (!line.item.isStocked) return null;
  const current = sourcing.warehouses.find((w) => w.id === line.warehouseId);
  const label = `Warehouse of ${line.item.name}`;
  if (!editable) {
    return (
      <Text size="xs" c="dimmed" mt={4} aria-label={label}>
        {current ? labelOf(current) : 'No warehouse'}
      </Text>
    );
  }
  const choices = sourcing.warehouses
    .filter((w) => w.canSourceFrom || w.id === line.warehouseId)
    .map((w) => ({ value: String(w.id), label: labelOf(w), disabled: !w.canSourceFrom }));
  // "No warehouse" as an option rather than a clear button: the cell stays narrow.
  const data = [{ value: NONE, label: 'No warehouse', disabled: false }, ...choices];
  return (
    <Select
      size="xs"
      mt={4}
      aria-label={label}
      data={data}
      value={line.warehouseId === null ? NONE : String(line.warehouseId)}
      allowDeselect={false}
      disabled={choices.length === 0}
      title={current ? labelOf(current) : undefined}
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
      onChange={(v) => {
        const next = v === null || v === NONE ? null : Number(v);
        if (next !== line.warehouseId) onChange(next);
      }}
    />
  );
}
