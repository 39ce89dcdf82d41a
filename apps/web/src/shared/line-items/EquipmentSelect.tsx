import type { EquipmentChoice, LineItem } from '@fieldline/contracts/line-items/line-items.contract';
import { Select, Text } from '@mantine/core';

export interface EquipmentSelectProps {
  line: LineItem;
  choices: EquipmentChoice[];
  editable: boolean;
  onChange: (equipmentId: number | null) => void;
}

/** "name · serial", or the name alone when the unit has no serial number. */
export const equipmentLabel = (e: EquipmentChoice) =>
  e.serialNumber ? `${e.name} · ${e.serialNumber}` : e.name;

/**
 * The customer equipment a line is for (spec 2 §3 Job item: equipment; the job summary groups lines
 * by it): the active units at the owner's location. Hidden when there is nothing to choose and the
 * line names none; a locked collection shows the name.
 */
export function EquipmentSelect({ line, choices, editable, onChange }: EquipmentSelectProps) {
  const current = choices.find((e) => e.id === line.equipmentId);
  const label = `Equipment of ${line.item.name}`;
  if (line.equipmentId === null && (choices.length === 0 || !editable)) return null;
  const name = current ? equipmentLabel(current) : `Equipment #${line.equipmentId}`;
  if (!editable) {
    return (
      <Text size="xs" c="dimmed" mt={4} aria-label={label} truncate="end" title={name}>
        {name}
      </Text>
    );
  }
  const data = choices.map((e) => ({ value: String(e.id), label: equipmentLabel(e) }));
  if (line.equipmentId !== null && !current) data.push({ value: String(line.equipmentId), label: name });
  return (
    <Select
      size="xs"
      mt={4}
      aria-label={label}
      placeholder="No equipment"
      data={data}
      value={line.equipmentId === null ? null : String(line.equipmentId)}
      searchable
      clearable
      nothingFoundMessage="No equipment matches"
      title={line.equipmentId === null ? undefined : name}
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
      onChange={(v) => {
        const next = v === null || v === '' ? null : Number(v);
        if (next !== line.equipmentId) onChange(next);
      }}
    />
  );
}
