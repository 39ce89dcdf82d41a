import { Group, Select } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useDefaultBin, useWarehouses } from './warehouses.api';

export interface WarehouseBinValue {
  warehouseId: number | null;
  binId: number | null;
}

export interface WarehouseBinPickerProps {
  /** Only this office's warehouses (spec 3 §7: query officeId, isVan=false, active=true). */
  officeId?: number;
  value: WarehouseBinValue;
  onChange: (value: WarehouseBinValue) => void;
  /** The item being moved: picking a warehouse then chooses the item's default bin there. */
  itemId?: number | null;
  /** Vans are left out unless asked for (a transfer into a technician's van). */
  includeVans?: boolean;
  warehouseLabel?: string;
  binLabel?: string;
  required?: boolean;
  disabled?: boolean;
  error?: { warehouse?: string; bin?: string };
}

/**
 * The warehouse and bin picker (spec 3 §2). Bins follow the chosen warehouse; a new warehouse
 * starts on the item's default bin (or the warehouse's first bin). With single-bin inventory (the
 * server's x-single-bin-inventory header) the bin select is hidden and the default bin is used.
 */
export function WarehouseBinPicker({
  officeId,
  value,
  onChange,
  itemId,
  includeVans = false,
  warehouseLabel = 'Warehouse',
  binLabel = 'Bin',
  required,
  disabled,
  error,
}: WarehouseBinPickerProps) {
  const list = useWarehouses({ officeId, isVan: includeVans ? undefined : false, active: true });
  const warehouses = list.data?.data ?? [];
  const singleBin = list.data?.singleBin ?? false;
  const warehouse = warehouses.find((w) => w.id === value.warehouseId);
  const defaultBin = useDefaultBin(itemId, warehouse?.id);

  const bins = useMemo(
    () => (warehouse?.bins ?? []).filter((b) => b.isActive || b.id === value.binId),
    [warehouse, value.binId],
  );

  // A warehouse without a bin chosen yet starts on the default bin once it is known.
  useEffect(() => {
    if (!warehouse || value.binId) return;
    if (itemId && defaultBin.isLoading) return;
    const chosen = defaultBin.data?.id ?? bins.find((b) => b.isActive)?.id;
    if (chosen) onChange({ warehouseId: warehouse.id, binId: chosen });
  }, [warehouse, value.binId, itemId, defaultBin.isLoading, defaultBin.data, bins, onChange]);

  return (
    <Group grow align="flex-start">
      <Select
        label={warehouseLabel}
        placeholder={list.isLoading ? 'Loading…' : 'Choose a warehouse'}
        data={warehouses.map((w) => ({ value: String(w.id), label: w.isVan ? `${w.name} (van)` : w.name }))}
        value={value.warehouseId ? String(value.warehouseId) : null}
        onChange={(v) => onChange({ warehouseId: v ? Number(v) : null, binId: null })}
        searchable
        required={required}
        disabled={disabled}
        error={error?.warehouse}
        nothingFoundMessage="No warehouses"
      />
      {!singleBin && (
        <Select
          label={binLabel}
          placeholder={warehouse ? 'Choose a bin' : 'Choose a warehouse first'}
          data={bins.map((b) => ({ value: String(b.id), label: b.name }))}
          value={value.binId ? String(value.binId) : null}
          onChange={(v) => onChange({ warehouseId: value.warehouseId, binId: v ? Number(v) : null })}
          searchable
          required={required}
          disabled={disabled || !warehouse}
          error={error?.bin}
          nothingFoundMessage="No bins"
        />
      )}
    </Group>
  );
}
