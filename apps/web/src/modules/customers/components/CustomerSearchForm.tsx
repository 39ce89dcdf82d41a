import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type CustomerCriteria, DEFAULT_CRITERIA } from '../customer-search';
import { useCustomerStatuses, useCustomerTypes } from '../customers.api';

export interface CustomerSearchFormProps {
  value: CustomerCriteria;
  onChange: (next: CustomerCriteria) => void;
  /** While the selected report loads: typing now would be overwritten by its criteria. */
  disabled?: boolean;
}

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
const toId = (v: string | null) => (v ? Number(v) : null);

/** The criteria of the customer search page: name or account, status, type, active/inactive/all. */
export function CustomerSearchForm({ value, onChange, disabled = false }: CustomerSearchFormProps) {
  const statuses = useCustomerStatuses();
  const types = useCustomerTypes();
  const set = (patch: Partial<CustomerCriteria>) => onChange({ ...value, ...patch });

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label="Search customers"
        placeholder="Search by name or account number"
        leftSection={<IconSearch size={16} />}
        value={value.query}
        onChange={(e) => set({ query: e.currentTarget.value })}
        w={280}
        disabled={disabled}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={options(statuses.data)}
        value={value.statusId ? String(value.statusId) : null}
        onChange={(v) => set({ statusId: toId(v) })}
        clearable
        w={160}
        disabled={disabled}
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={options(types.data)}
        value={value.typeId ? String(value.typeId) : null}
        onChange={(v) => set({ typeId: toId(v) })}
        clearable
        w={180}
        disabled={disabled}
      />
      <SegmentedControl
        aria-label="Active or inactive"
        value={value.activity}
        onChange={(v) => set({ activity: v as CustomerCriteria['activity'] })}
        data={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
          { value: 'all', label: 'All' },
        ]}
        disabled={disabled}
      />
      <Button variant="subtle" onClick={() => onChange(DEFAULT_CRITERIA)} disabled={disabled}>
        Clear
      </Button>
    </Group>
  );
}
