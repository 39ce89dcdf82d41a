import { MultiSelect, Select } from '@mantine/core';
import { DateInputField } from '../../../shared/dates';
import { useOffices, useReportAccounts } from '../financial-reports.api';

export function OfficesFilter({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const offices = useOffices();
  return (
    <MultiSelect
      label="Offices"
      placeholder={value.length ? undefined : 'All offices'}
      w={260}
      clearable
      data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return <DateInputField label={label} w={150} value={value} onChange={onChange} clearable={false} />;
}

export function AccountFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const accounts = useReportAccounts();
  return (
    <Select
      label="Account"
      placeholder="All accounts"
      w={280}
      searchable
      clearable
      data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}
