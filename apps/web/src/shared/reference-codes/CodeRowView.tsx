import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Checkbox, NumberInput, Table, TextInput, Tooltip } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { CellValue, CodeColumn, CodeRow } from './code-rows';

export interface CodeRowViewProps {
  row: CodeRow;
  columns: CodeColumn[];
  /** The row's name for labels: its code, or "new row". */
  name: string;
  errors: Record<string, string> | undefined;
  readOnly: boolean;
  onEdit: (key: string, field: string, value: CellValue) => void;
  onDelete: (key: string) => void;
}

/** One table row: a drag handle (mouse or keyboard), an input per column and a delete button. */
export const CodeRowView = memo(function CodeRowView({
  row,
  columns,
  name,
  errors,
  readOnly,
  onEdit,
  onDelete,
}: CodeRowViewProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.key, disabled: readOnly });
  const style = {
    // Translate only: scaling a table row would squash its inputs while it moves.
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
    background: isDragging ? 'var(--mantine-color-blue-light)' : undefined,
  };
  return (
    <Table.Tr ref={setNodeRef} style={style} data-testid="code-row" data-action={row.action}>
      <Table.Td w={36}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag to reorder ${name}`}
          disabled={readOnly}
          style={{ cursor: readOnly ? undefined : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      </Table.Td>
      {columns.map((c) => (
        <Table.Td key={c.field} w={c.width}>
          <Cell
            column={c}
            row={row}
            name={name}
            error={errors?.[c.field]}
            readOnly={readOnly}
            onEdit={onEdit}
          />
        </Table.Td>
      ))}
      <Table.Td w={44}>
        {!readOnly && (
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(row.key)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

interface CellProps {
  column: CodeColumn;
  row: CodeRow;
  name: string;
  error: string | undefined;
  readOnly: boolean;
  onEdit: CodeRowViewProps['onEdit'];
}

function Cell({ column: c, row, name, error, readOnly, onEdit }: CellProps) {
  const value = row.values[c.field];
  const label = `${c.label} of ${name}`;
  const edit = (v: CellValue) => onEdit(row.key, c.field, v);
  if (c.kind === 'boolean') {
    return (
      <Checkbox
        aria-label={label}
        checked={Boolean(value)}
        disabled={readOnly}
        onChange={(e) => edit(e.currentTarget.checked)}
      />
    );
  }
  if (c.kind === 'text') {
    return (
      <TextInput
        size="xs"
        aria-label={label}
        value={String(value ?? '')}
        error={error}
        readOnly={readOnly}
        onChange={(e) => edit(e.currentTarget.value)}
      />
    );
  }
  return (
    <NumberInput
      size="xs"
      aria-label={label}
      value={value === null || value === undefined ? '' : (value as string | number)}
      error={error}
      readOnly={readOnly}
      hideControls
      allowNegative={false}
      allowDecimal={c.kind === 'decimal'}
      decimalScale={c.kind === 'decimal' ? c.scale : undefined}
      fixedDecimalScale={c.kind === 'decimal'}
      thousandSeparator={c.kind === 'decimal' ? ',' : undefined}
      // Decimals stay strings end to end (no float rounding); sort numbers are plain integers.
      onChange={(v) => edit(v === '' ? null : c.kind === 'decimal' ? String(v) : Number(v))}
    />
  );
}
