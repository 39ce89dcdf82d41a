import { Select } from '@mantine/core';
import { toOptions } from '../../../shared/forms';
import { useSupplierList } from '../suppliers.api';

/** The required supplier of a new purchasing document, searched among the active suppliers. */
export function SupplierSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const suppliers = useSupplierList(true);
  return (
    <Select
      label="Supplier"
      required
      searchable
      data={toOptions(suppliers.data)}
      value={value}
      onChange={onChange}
    />
  );
}
